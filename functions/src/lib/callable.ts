import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { callContext, type CallContext } from './call-context';
import { CLIENT_ADDRESS_HOPS } from './config';

/**
 * Every callable of the site, defined one way: no CORS (Hosting serves it same-origin under
 * /api/*), and App Check enforced, so only the site's own pages (reCAPTCHA in production, the
 * local debug provider on the emulators, which decode tokens without verifying them) may call it.
 * The handler gets a `CallContext` whose client key is the address the platform saw.
 */
export function siteCallable<Result>(
  options: Omit<CallableOptions, 'cors' | 'enforceAppCheck'>,
  handler: (call: CallContext, request: CallableRequest) => Promise<Result>,
) {
  return onCall({ ...options, cors: false, enforceAppCheck: true }, (request) =>
    handler(callContext(request, CLIENT_ADDRESS_HOPS.value()), request),
  );
}
