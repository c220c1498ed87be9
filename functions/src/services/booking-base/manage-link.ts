import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from './deps';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { pageUrl } from '@functions/services/links/page-url';

/**
 * The "manage your booking" link: `<bookingId>.<signature>`, where the signature is services/links' HMAC
 * of the booking id for this link's purpose. It cannot be guessed or forged for another booking and
 * needs no account. What it may still do is judged from the booking when it is used
 * (booking-handle.ts): it stops working once the booking is cancelled or refunded, and
 * `MANAGE_LINK_DAYS_AFTER_TOUR` days after the tour. Rotating the secret ends every link at once.
 */
const PURPOSE = 'manage-booking:v1';

export function manageToken(bookingId: string, secret: string): string {
  return signLink(PURPOSE, [bookingId], secret);
}

/**
 * The booking id the token was signed for, or null for anything forged or mistyped. An id that
 * is not one of ours in shape is refused before anything is computed or read.
 */
export function bookingIdOfToken(token: string, secret: string): string | null {
  const [bookingId] = token.split('.');
  if (!isId(bookingId)) return null;
  return readLink(PURPOSE, token, secret, { fields: 1 })?.[0] ?? null;
}

/** The page route both languages share; the site's language switch keeps the query. */
export const MANAGE_PATH = '/gestisci-prenotazione';

export function manageUrl(bookingId: string, links: ManageLinkSettings): string {
  return pageUrl(links.siteUrl, MANAGE_PATH, { token: manageToken(bookingId, links.secret) });
}
