import { APP_CHECK_HEADER, localAppCheckToken } from '../../src/lib/firebase/local-app-check-token';

/** The App Check header of the local debug provider, for calls made outside the browser. */
export function localAppCheckHeader(): Record<string, string> {
  return { [APP_CHECK_HEADER]: localAppCheckToken('demo-app-id', Date.now()).token };
}
