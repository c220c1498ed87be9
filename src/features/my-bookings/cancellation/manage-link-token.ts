import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of the confirmation e-mail's "Gestisci la prenotazione" link: whoever holds it can
 * cancel the booking, so the route moves it out of the address bar on arrival (see
 * params-kept-for-tab.ts) and the page reads it from here; a reload still opens the booking.
 */
const STORAGE_KEY = 'valpolicella:manage-link';

export function keepManageToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptManageToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
