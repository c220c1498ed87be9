import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The code a voucher link brings (`/buono?code=…`, from the voucher mails and the PDF's QR code):
 * whoever holds it can spend the voucher, so the route moves it out of the address bar on
 * arrival (see params-kept-for-tab.ts) and the page reads it from here; a reload, online or not,
 * still opens the voucher.
 */
const STORAGE_KEY = 'valpolicella:voucher-code';

export function keepVoucherCode(code: string): void {
  keepParamsForTab(STORAGE_KEY, { code });
}

export function keptVoucherCode(): string | undefined {
  return paramsKeptForTab(STORAGE_KEY, ['code']).code;
}
