import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { settleExpiredSession } from '@functions/services/booking-base/settle-expired-session';
import { readRental, rentalsCollection } from './rental-docs';
import { fulfilRentalSession } from './rental-fulfilment';
import { releaseRentalStock } from './rental-hold';
import { rentalIdOfSession } from './rental-session';
import { errorText } from '@functions/lib/error-text';
import type { StatusReason } from '@/domain/documents/status-reason';

/** Ends a pending rental unpaid and gives its bikes and add-ons back, once. */
function releasePending(deps: BookingDeps, rentalId: string, reason: StatusReason) {
  return releaseRentalStock(deps.db, rentalId, {
    status: 'expired',
    reason,
    now: deps.now(),
    only: (rental) => rental.status === 'pending',
  });
}

/**
 * A rental's Checkout Session ended unpaid (expired, or its payment failed): the pending rental
 * expires and its stock is released, once. A paid rental is never touched, so an `expired` event
 * arriving after `completed` changes nothing.
 */
export async function expireRentalOfSession(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
  reason: StatusReason,
): Promise<boolean> {
  const rentalId = rentalIdOfSession(session);
  if (!rentalId) return false;
  const rental = await readRental(deps.db, rentalId);
  if (!rental || (rental.stripeSessionId && rental.stripeSessionId !== session.id)) {
    logger.warn('ended session matches no rental', { rentalId, sessionId: session.id });
    return false;
  }
  const released = (await releasePending(deps, rentalId, reason)) !== null;
  if (released) logger.info('rental expired, stock released', { rentalId, reason });
  return released;
}

/**
 * The rentals' share of the expiry job that releases tours' holds (releaseExpiredBookingHolds,
 * every 15 minutes): each pending rental past its expiry is settled with Stripe and, unless it
 * turned out paid, expired with its stock released. Idempotent.
 */
export async function releaseExpiredRentalHolds(
  deps: BookingDeps,
): Promise<{ released: number; fulfilled: number; failed: number }> {
  const now = deps.now();
  const pending = await rentalsCollection(deps.db).where('status', '==', 'pending').get();
  const summary = { released: 0, fulfilled: 0, failed: 0 };
  for (const doc of pending.docs) {
    try {
      const rental = doc.data();
      if (rental.expiresAt.toMillis() > now.getTime()) continue;
      const outcome = rental.stripeSessionId
        ? await settleExpiredSession(deps, rental.stripeSessionId, fulfilRentalSession)
        : 'release';
      if (outcome === 'fulfilled') summary.fulfilled += 1;
      if (outcome !== 'release') continue;
      if (await releasePending(deps, doc.id, 'hold_timed_out')) summary.released += 1;
    } catch (error) {
      summary.failed += 1;
      logger.error('could not release an expired rental hold', {
        rentalId: doc.id,
        error: errorText(error),
      });
    }
  }
  logger.info('expired rental holds checked', { ...summary });
  return summary;
}

/**
 * The visitor left a rental's Stripe page with "Cancel": its session is expired on Stripe first
 * (nobody may still pay for stock about to be freed), then the pending rental is cancelled and its
 * stock freed at once, not after the hold. A session found paid is fulfilled instead. Answers
 * whether the rental's stock is free now.
 */
export async function releaseOpenRentalCheckout(
  deps: BookingDeps,
  rentalId: string,
): Promise<boolean> {
  const rental = await readRental(deps.db, rentalId);
  if (!rental) return false;
  if (rental.status !== 'pending')
    return rental.status === 'expired' || rental.status === 'cancelled';
  const sessionId = rental.stripeSessionId;
  if (
    sessionId &&
    (await settleExpiredSession(deps, sessionId, fulfilRentalSession)) !== 'release'
  ) {
    return false;
  }
  const released = await releaseRentalStock(deps.db, rentalId, {
    status: 'cancelled',
    reason: 'checkout_abandoned',
    now: deps.now(),
    only: (held) => held.status === 'pending',
  });
  if (released) {
    logger.info('abandoned rental checkout released', { rentalId });
    return true;
  }
  const now = (await readRental(deps.db, rentalId))?.status;
  return now === 'expired' || now === 'cancelled';
}
