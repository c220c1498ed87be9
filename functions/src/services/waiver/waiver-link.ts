import { PARTICIPANTS_MAX } from '@/domain/api/party';
import { WAIVER_PATH } from '@/domain/api/waiver';
import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { pageUrl } from '@functions/services/links/page-url';

/**
 * A participant's "sign the waiver" link: `<bookingId>.<participantIndex>.<signature>`, the
 * signature being services/links' HMAC of both under the same Functions secret as the manage link, with a
 * purpose of its own, so neither link can stand for the other and a participant's link signs
 * only their own waiver. What it may still do is judged from the booking when it is used
 * (waiver-handle.ts): paid, and not after the tour's day.
 */
const PURPOSE = 'sign-waiver:v1';

export function waiverToken(bookingId: string, participantIndex: number, secret: string): string {
  return signLink(PURPOSE, [bookingId, String(participantIndex)], secret);
}

/** The booking and participant the token was signed for, or null for anything forged or mistyped. */
export function participantOfToken(
  token: string,
  secret: string,
): { bookingId: string; participantIndex: number } | null {
  const [bookingId, index] = token.split('.');
  if (!isId(bookingId) || !index || !/^\d$/.test(index)) return null;
  const participantIndex = Number(index);
  if (participantIndex >= PARTICIPANTS_MAX) return null;
  return readLink(PURPOSE, token, secret, { fields: 2 }) ? { bookingId, participantIndex } : null;
}

export function waiverUrl(
  bookingId: string,
  participantIndex: number,
  links: ManageLinkSettings,
): string {
  return pageUrl(links.siteUrl, WAIVER_PATH, {
    token: waiverToken(bookingId, participantIndex, links.secret),
  });
}
