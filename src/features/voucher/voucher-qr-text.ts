import { env } from '@/config/env';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherPageUrl } from '@/domain/vouchers/link';

/**
 * What a voucher's QR code holds, on the page and on the PDF alike: the voucher's own page at the
 * site's public address, so a phone's camera opens its balance.
 */
export function voucherQrText(printedCode: string): string {
  return voucherPageUrl(env.VITE_SITE_URL, normalizeVoucherCode(printedCode) ?? printedCode);
}
