import type { Firestore } from 'firebase-admin/firestore';
import type { RentalHandle } from '@/domain/api/rental';
import { isId } from '@/domain/api/ids';
import { isManageLinkExpired } from '@/domain/manage-link';
import { failure, invalidLink, linkNoLongerValid } from '@functions/lib/callable-errors';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { pageUrl } from '@functions/services/links/page-url';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { readRental, type RentalDoc } from './rental-docs';

/**
 * The "manage your rental" link: the same signed shape and rules as a booking's manage link
 * (services/links, 30 days after the rental's last day), under a purpose of its own so a rental's
 * token never reads as a booking's.
 */
const PURPOSE = 'manage-rental:v1';

export function rentalManageToken(rentalId: string, secret: string): string {
  return signLink(PURPOSE, [rentalId], secret);
}

/** The customer's page for a rental, both languages (the site's language switch keeps the query). */
export const RENTAL_MANAGE_PATH = '/gestisci-noleggio';

/** "Gestisci il noleggio" in the confirmation mail. */
export function rentalManageUrl(rentalId: string, links: ManageLinkSettings): string {
  return pageUrl(links.siteUrl, RENTAL_MANAGE_PATH, {
    token: rentalManageToken(rentalId, links.secret),
  });
}

function rentalIdOfToken(token: string, secret: string): string | null {
  const [rentalId] = token.split('.');
  if (!isId(rentalId)) return null;
  return readLink(PURPOSE, token, secret, { fields: 1 })?.[0] ?? null;
}

/**
 * The rental a manage call names: by its signed link, or by its id for its signed-in owner (any
 * other caller is told it does not exist). A cancelled or refunded rental's link, or one past its
 * days, no longer works.
 */
export async function rentalOfHandle(
  deps: { db: Firestore; now: () => Date; links: ManageLinkSettings },
  handle: RentalHandle,
  uid: string | undefined,
): Promise<{ rentalId: string; rental: RentalDoc }> {
  const rentalId =
    'token' in handle ? rentalIdOfToken(handle.token, deps.links.secret) : handle.rentalId;
  if (!rentalId) throw invalidLink();
  const rental = await readRental(deps.db, rentalId);
  if (!rental)
    throw 'token' in handle
      ? invalidLink()
      : failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such rental');
  if (!('token' in handle) && (uid === undefined || rental.uid !== uid)) {
    throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such rental');
  }
  if (rental.status === 'cancelled' || rental.status === 'refunded')
    throw linkNoLongerValid('the rental has ended');
  if (isManageLinkExpired(rental.endDate, deps.now()))
    throw linkNoLongerValid('the rental is long past');
  return { rentalId, rental };
}
