import { env } from '@/config/env';
import type { Locale } from '@/domain/locale';
import { formatVoucherCode, normalizeVoucherCode } from '@/domain/vouchers/code';
import { VOUCHER_PAGE_PATH } from '@/domain/vouchers/link';
import { localeAddress } from '@/i18n/locale-address';

/**
 * What a voucher's QR code holds, on the page and on the PDF alike: the voucher's own page at the
 * site's public address, in the language the voucher is printed in, so a phone's camera opens its
 * balance in words its reader chose.
 */
export function voucherQrText(printedCode: string, locale: Locale): string {
  const url = new URL(localeAddress(VOUCHER_PAGE_PATH, locale), env.VITE_SITE_URL);
  const code = normalizeVoucherCode(printedCode);
  url.searchParams.set('code', code ? formatVoucherCode(code) : printedCode);
  return url.toString();
}
