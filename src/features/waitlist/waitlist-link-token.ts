import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of a waiting-list mail's "Esci dalla lista" link: it also opens the offer, so the
 * route moves it out of the address bar on arrival (see params-kept-for-tab.ts) and the page
 * reads it from here; a reload still finds it.
 */
const STORAGE_KEY = 'valpolicella:waitlist-link';

export function keepWaitlistToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptWaitlistToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
