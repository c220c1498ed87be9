import { createHmac, timingSafeEqual } from 'node:crypto';
import { PARTICIPANTS_MAX } from '@/domain/api/party';
import { WAIVER_PATH } from '@/domain/api/waiver';
import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';

/**
 * A participant's "sign the waiver" link: `<bookingId>.<participantIndex>.<signature>`, the
 * signature being HMAC-SHA256 of both under the same Functions secret as the manage link, with a
 * purpose of its own, so neither link can stand for the other and a participant's link signs
 * only their own waiver. What it may still do is judged from the booking when it is used
 * (waiver-handle.ts): paid, and not after the tour's day.
 */
const PURPOSE = 'sign-waiver:v1:';

function signatureOf(bookingId: string, participantIndex: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}${bookingId}.${participantIndex}`)
    .digest('base64url');
}

export function waiverToken(bookingId: string, participantIndex: number, secret: string): string {
  if (!secret) throw new Error('BOOKING_LINK_SECRET is not set: cannot sign waiver links');
  return `${bookingId}.${participantIndex}.${signatureOf(bookingId, participantIndex, secret)}`;
}

/** The booking and participant the token was signed for, or null for anything forged or mistyped. */
export function participantOfToken(
  token: string,
  secret: string,
): { bookingId: string; participantIndex: number } | null {
  const [bookingId, index, signature, extra] = token.split('.');
  if (!isId(bookingId) || !index || !/^\d$/.test(index) || !signature || extra !== undefined) {
    return null;
  }
  const participantIndex = Number(index);
  if (participantIndex >= PARTICIPANTS_MAX || !secret) return null;
  const expected = Buffer.from(signatureOf(bookingId, participantIndex, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { bookingId, participantIndex }
    : null;
}

export function waiverUrl(
  bookingId: string,
  participantIndex: number,
  links: ManageLinkSettings,
): string {
  const url = new URL(WAIVER_PATH, links.siteUrl);
  url.searchParams.set('token', waiverToken(bookingId, participantIndex, links.secret));
  return url.href;
}
