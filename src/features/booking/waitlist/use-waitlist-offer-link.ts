import { useEffect, useRef, useState } from 'react';
import type { WaitlistOfferResponse } from '@/domain/api/waitlist';
import type { TourId } from '@/domain/tours';
import { CallableError } from '@/lib/firebase/callable-error';
import { useWaitlistOffer } from '@/features/booking/api/get-waitlist-offer';
import { offerTokenOfPage } from './offer-link';

/** What the card shows of an offer link. */
export type OfferLinkState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'held'; token: string; offer: WaitlistOfferResponse }
  /** No longer held (WAITLIST_OFFER_ENDED): the visitor may book normally. */
  | { kind: 'ended' }
  /** The offer could not be read (offline, a server error): `error` says why. */
  | { kind: 'failed'; error: unknown };

/**
 * The offer a waiting-list link brings to the booking card: read once with getWaitlistOffer;
 * `apply` presets the card (date, party, name, e-mail) when it arrives. `end` is for a checkout
 * refused with WAITLIST_OFFER_ENDED: from then on the card books normally.
 */
export function useWaitlistOfferLink(
  tourId: TourId,
  apply: (offer: WaitlistOfferResponse) => void,
) {
  // Read once, as the page was opened: the card's own navigation never brings another offer.
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : offerTokenOfPage(window.location.pathname),
  );
  const [endedHere, setEndedHere] = useState(false);
  const query = useWaitlistOffer(token);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const offer = query.data?.tourId === tourId ? query.data : undefined;
  useEffect(() => {
    if (offer) applyRef.current(offer);
  }, [offer]);

  let state: OfferLinkState;
  if (token === null) state = { kind: 'none' };
  else if (endedHere) state = { kind: 'ended' };
  else if (query.isPending) state = { kind: 'loading' };
  else if (offer) state = { kind: 'held', token, offer };
  else if (query.error instanceof CallableError && query.error.reason === 'WAITLIST_OFFER_ENDED')
    state = { kind: 'ended' };
  // An offer of another tour's date: this card has nothing to hold.
  else if (query.data) state = { kind: 'none' };
  else state = { kind: 'failed', error: query.error };
  return { state, end: () => setEndedHere(true) };
}
