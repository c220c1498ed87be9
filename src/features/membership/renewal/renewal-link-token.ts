import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of the renewal reminder's one-tap link: it names a member, so the route moves it out
 * of the address bar on arrival (see params-kept-for-tab.ts) and the page reads it from here; a
 * reload asks again, which the server answers with the renewal already waiting.
 */
const STORAGE_KEY = 'valpolicella:renewal-link';

export function keepRenewalToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptRenewalToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
