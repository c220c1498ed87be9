import { isId } from '@/domain/api/ids';
import {
  WAITLIST_CONFIRM_PARAM,
  WAITLIST_LEAVE_PATH,
  WAITLIST_OFFER_PARAM,
} from '@/domain/waitlist-link';
import type { TourId } from '@/domain/tours';
import { BOOKING_PAGE_PATHS } from '@/content/booking-pages';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { pageUrl } from '@functions/services/links/page-url';

/**
 * A waiting-list entry's link token: `<entryId>.<signature>`, services/links' HMAC of the entry id
 * under the same Functions secret as the manage link, with a purpose of its own, so neither link can
 * stand for the other. One token serves both the offer link and "Esci dalla lista": what it may
 * still do is judged from the entry when it is used.
 */
const PURPOSE = 'waitlist:v1';

export function waitlistToken(entryId: string, secret: string): string {
  return signLink(PURPOSE, [entryId], secret);
}

/** The entry id the token was signed for, or null for anything forged or mistyped. */
export function entryIdOfToken(token: string, secret: string): string | null {
  const [entryId] = token.split('.');
  if (!isId(entryId)) return null;
  return readLink(PURPOSE, token, secret, { fields: 1 })?.[0] ?? null;
}

/** "Esci dalla lista": the page that takes the entry off the list. */
export function waitlistLeaveUrl(entryId: string, links: ManageLinkSettings): string {
  return pageUrl(links.siteUrl, WAITLIST_LEAVE_PATH, {
    token: waitlistToken(entryId, links.secret),
  });
}

/**
 * The first mail's confirmation: the same page (one tap confirms; a mail scanner following the
 * link confirms nothing), told by its parameter to offer the confirmation first.
 */
export function waitlistConfirmUrl(entryId: string, links: ManageLinkSettings): string {
  const url = new URL(waitlistLeaveUrl(entryId, links));
  url.searchParams.set(WAITLIST_CONFIRM_PARAM, '1');
  return url.href;
}

/** The offer: the tour's or event's own page, whose booking card opens on the held date. */
export function waitlistOfferUrl(
  entryId: string,
  tourId: TourId,
  links: ManageLinkSettings,
): string {
  return pageUrl(links.siteUrl, BOOKING_PAGE_PATHS[tourId], {
    [WAITLIST_OFFER_PARAM]: waitlistToken(entryId, links.secret),
  });
}
