import { PARTICIPANTS_MAX } from '@/domain/api/party';
import { RENTAL_BIKES_MAX } from '@/domain/api/rental';
import { WAIVER_PATH } from '@/domain/api/waiver';
import { isId } from '@/domain/api/ids';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { pageUrl } from '@functions/services/links/page-url';
import { readLink, signLink } from '@functions/services/links/signed-link';
import type { WaiverHolderId, WaiverHolderKind } from './waiver-holder';

/**
 * A participant's "sign the waiver" link: `<id>.<participantIndex>.<signature>`, the signature
 * being services/links' HMAC of both under the same Functions secret as the manage link, with a
 * purpose of its own for a booking's participant and for a rental's rider, so no link can stand
 * for another (a manage link, or the other kind's) and a participant's link signs only their own
 * waiver. What it may still do is judged from the document when it is used: paid, and not after
 * the activity's day.
 */
const PURPOSES: Record<WaiverHolderKind, `${string}:v${number}`> = {
  booking: 'sign-waiver:v1',
  rental: 'sign-rental-waiver:v1',
};

/** How many participants each kind holds: a tour's party, a rental's one rider per bike. */
const MOST_PARTICIPANTS: Record<WaiverHolderKind, number> = {
  booking: PARTICIPANTS_MAX,
  rental: RENTAL_BIKES_MAX,
};

export function waiverToken(
  holder: WaiverHolderId,
  participantIndex: number,
  secret: string,
): string {
  return signLink(PURPOSES[holder.kind], [holder.id, String(participantIndex)], secret);
}

/** Whose waiver the token was signed for, or null for anything forged or mistyped. */
export function participantOfToken(
  token: string,
  secret: string,
): { holder: WaiverHolderId; participantIndex: number } | null {
  const [id, index] = token.split('.');
  if (!isId(id) || !index || !/^\d$/.test(index)) return null;
  const participantIndex = Number(index);
  for (const kind of ['booking', 'rental'] as const) {
    if (participantIndex >= MOST_PARTICIPANTS[kind]) continue;
    if (readLink(PURPOSES[kind], token, secret, { fields: 2 })) {
      return { holder: { kind, id }, participantIndex };
    }
  }
  return null;
}

export function waiverUrl(
  holder: WaiverHolderId,
  participantIndex: number,
  links: ManageLinkSettings,
): string {
  return pageUrl(links.siteUrl, WAIVER_PATH, {
    token: waiverToken(holder, participantIndex, links.secret),
  });
}
