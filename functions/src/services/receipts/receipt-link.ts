import { RECEIPT_PATH } from '@/domain/api/receipts';
import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { pageUrl } from '@functions/services/links/page-url';

/**
 * The receipt's link, in the confirmation mail and "Le mie prenotazioni":
 * `<receiptId>.<signature>` under the links' secret with a purpose of its own. It opens one
 * receipt and nothing else, and has no expiry: a receipt is kept for years, as its payer may need
 * it for a tax return.
 */
const PURPOSE = 'receipt:v1';

export function receiptToken(receiptId: string, secret: string): string {
  return signLink(PURPOSE, [receiptId], secret);
}

/** The receipt the token was signed for, or null for anything forged or mistyped. */
export function receiptOfToken(token: string, secret: string): string | null {
  const [receiptId] = readLink(PURPOSE, token, secret, { fields: 1 }) ?? [];
  return receiptId && isId(receiptId) ? receiptId : null;
}

export function receiptUrl(receiptId: string, links: ManageLinkSettings): string {
  return pageUrl(links.siteUrl, RECEIPT_PATH, { token: receiptToken(receiptId, links.secret) });
}
