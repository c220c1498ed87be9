import { formatVoucherCode } from './code';

/** The page that shows a voucher and its balance from its code alone. */
export const VOUCHER_PAGE_PATH = '/buono';
/** The page where a voucher is bought. */
export const GIFT_PAGE_PATH = '/regala';

export function voucherPageUrl(siteUrl: string, code: string): string {
  const url = new URL(VOUCHER_PAGE_PATH, siteUrl);
  url.searchParams.set('code', formatVoucherCode(code));
  return url.toString();
}
