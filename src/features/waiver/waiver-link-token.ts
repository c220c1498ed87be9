import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of a participant's "Firma la liberatoria" link: whoever holds it can sign that
 * participant's waiver, so the route moves it out of the address bar on arrival (see
 * params-kept-for-tab.ts) and the page reads it from here; a reload still opens the same waiver.
 */
const STORAGE_KEY = 'valpolicella:waiver-link';

export function keepWaiverToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptWaiverToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
