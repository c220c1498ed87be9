import { failure } from '@functions/lib/callable-errors';
import type { WaitlistEntryDoc } from './waitlist-doc';

/** An offer that lapsed, was taken or left, or a link that never was one: nothing is held. */
export const offerEnded = (why: string) =>
  failure('failed-precondition', 'WAITLIST_OFFER_ENDED', `WAITLIST_OFFER_ENDED: ${why}`);

/**
 * Whether the entry's seats are held for it right now: offered, counted, and its hold not over
 * on the server's clock (an offer past its end is as good as lapsed, even before the engine's
 * round marks it so).
 */
export function holdsOffer(
  entry: WaitlistEntryDoc | undefined,
  now: Date,
): entry is WaitlistEntryDoc {
  return (
    entry !== undefined &&
    entry.status === 'offered' &&
    entry.holdsSeats &&
    entry.offerExpiresAt !== undefined &&
    entry.offerExpiresAt.toMillis() > now.getTime()
  );
}
