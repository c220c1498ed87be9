import type { WaitlistOfferResponse } from '@/domain/api/waitlist';
import type { CallContext } from '@functions/lib/call-context';
import type { WaitlistDeps } from './waitlist-deps';
import { waitlistRef } from './waitlist-doc';
import { linkedEntryId } from './link-call';
import { holdsOffer, offerEnded } from './waitlist-offer';

/**
 * getWaitlistOffer: the offer behind a mail's link, for the booking card to open on the held
 * date with the party, name and e-mail filled in. Anything but a held offer (lapsed, taken, left,
 * or a link that is not ours) is WAITLIST_OFFER_ENDED: the card then books like any other.
 */
export async function handleGetWaitlistOffer(
  deps: WaitlistDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<WaitlistOfferResponse> {
  const entryId = await linkedEntryId(deps, 'getWaitlistOffer', call);
  if (!entryId) throw offerEnded('not a waiting-list link');
  const entry = (await waitlistRef(deps.db, entryId).get()).data();
  if (!holdsOffer(entry, deps.now())) throw offerEnded('the seats are no longer held');
  return {
    tourId: entry.tourId,
    date: entry.date,
    partySize: entry.partySize,
    name: entry.name,
    email: entry.email,
    heldUntil: entry.offerExpiresAt!.toDate().toISOString(),
  };
}
