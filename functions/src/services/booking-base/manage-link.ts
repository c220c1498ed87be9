import { createHmac, timingSafeEqual } from 'node:crypto';
import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from './deps';

/**
 * The "manage your booking" link: `<bookingId>.<signature>`, where the signature is HMAC-SHA256 of
 * the booking id under a Functions secret. It cannot be guessed or forged for another booking and
 * needs no account. What it may still do is judged from the booking when it is used
 * (booking-handle.ts): it stops working once the booking is cancelled or refunded, and
 * `MANAGE_LINK_DAYS_AFTER_TOUR` days after the tour. Rotating the secret ends every link at once.
 */
const PURPOSE = 'manage-booking:v1:';

function signatureOf(bookingId: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + bookingId)
    .digest('base64url');
}

export function manageToken(bookingId: string, secret: string): string {
  if (!secret) throw new Error('BOOKING_LINK_SECRET is not set: cannot sign manage links');
  return `${bookingId}.${signatureOf(bookingId, secret)}`;
}

/**
 * The booking id the token was signed for, or null for anything forged or mistyped. An id that
 * is not one of ours in shape is refused before anything is computed or read.
 */
export function bookingIdOfToken(token: string, secret: string): string | null {
  const [bookingId, signature, extra] = token.split('.');
  if (!isId(bookingId) || !signature || extra !== undefined || !secret) return null;
  const expected = Buffer.from(signatureOf(bookingId, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? bookingId : null;
}

/** The page route both languages share; the site's language switch keeps the query. */
export const MANAGE_PATH = '/gestisci-prenotazione';

export function manageUrl(bookingId: string, links: ManageLinkSettings): string {
  const url = new URL(MANAGE_PATH, links.siteUrl);
  url.searchParams.set('token', manageToken(bookingId, links.secret));
  return url.href;
}
