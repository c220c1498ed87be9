import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of a receipt's link (confirmation mail, "Le mie prenotazioni"): whoever holds it reads
 * the receipt, with the payer's name, so the route moves it out of the address bar on arrival
 * (see params-kept-for-tab.ts) and the page reads it from here; a reload opens the same receipt.
 */
const STORAGE_KEY = 'valpolicella:receipt-link';

export function keepReceiptToken(token: string): void {
  keepParamsForTab(STORAGE_KEY, { token });
}

export function keptReceiptToken(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['token']).token;
}
