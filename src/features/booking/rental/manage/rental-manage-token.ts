import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of the rental confirmation's "Gestisci il noleggio" link: whoever holds it can cancel
 * the rental, so the route moves it out of the address bar on arrival (params-kept-for-tab.ts) and
 * the page reads it from here; a reload still opens the rental.
 */
const STORAGE_KEY = 'valpolicella:rental-manage-link';

export function keepRentalManageToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptRentalManageToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
