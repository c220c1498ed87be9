import { isId } from '@/domain/api/ids';
import { isIsoDate } from '@/domain/calendar';
import { RENEWAL_PATH, RENEWAL_TOKEN_PARAM } from '@/domain/renewal-link';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { pageUrl } from '@functions/services/links/page-url';

/**
 * The renewal reminder's one-tap link: `<memberNumber>.<validUntil>.<signature>`, the signature
 * being services/links' HMAC of both under the secret that signs the manage links (BOOKING_LINK_SECRET),
 * with a purpose of its own, so neither kind of link can pass for the other. It cannot be forged
 * for another member and needs no account. It names the membership year it was sent for: once
 * the member is renewed (their `validUntil` moves on) it has done its work and stops working.
 */
const PURPOSE = 'renew-membership:v1';

export interface RenewalClaim {
  memberNumber: string;
  /** The `validUntil` the reminder was sent for. */
  validUntil: string;
}

export function renewalToken(claim: RenewalClaim, secret: string): string {
  if (!isId(claim.memberNumber) || !isIsoDate(claim.validUntil)) {
    throw new Error('refused to sign a renewal link for a malformed member number or date');
  }
  return signLink(PURPOSE, [claim.memberNumber, claim.validUntil], secret);
}

/**
 * What the token was signed for, or null for anything forged, mistyped or cut short. A member
 * number or date that is not one of ours in shape is refused before anything is computed.
 */
export function readRenewalToken(token: string, secret: string): RenewalClaim | null {
  const [memberNumber, validUntil] = token.split('.');
  if (!memberNumber || !isId(memberNumber) || !validUntil || !isIsoDate(validUntil)) return null;
  return readLink(PURPOSE, token, secret, { fields: 2 }) ? { memberNumber, validUntil } : null;
}

export function renewalUrl(claim: RenewalClaim, links: ManageLinkSettings): string {
  return pageUrl(links.siteUrl, RENEWAL_PATH, {
    [RENEWAL_TOKEN_PARAM]: renewalToken(claim, links.secret),
  });
}
