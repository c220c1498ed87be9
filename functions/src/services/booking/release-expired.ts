import { logger } from 'firebase-functions';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { settleExpiredSession } from '@functions/services/booking-base/settle-expired-session';
import { fulfilCheckoutSession } from './fulfilment';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { releasePendingBooking } from './seat-hold';
import { errorText } from '@functions/lib/error-text';

interface ReleaseSummary {
  released: number;
  fulfilled: number;
  failed: number;
}

/**
 * The safety net for lost events, run every 15 minutes: every pending booking past its expiry is
 * settled with Stripe and, unless it turned out paid, expired with its seats released. Idempotent:
 * a booking already settled by the webhook is no longer pending and is skipped.
 */
export async function releaseExpiredHolds(deps: BookingDeps): Promise<ReleaseSummary> {
  const now = deps.now();
  // Pending bookings are few (each lasts half an hour), so one equality filter needs no index.
  const pending = await bookingsCollection(deps.db).where('status', '==', 'pending').get();
  const summary: ReleaseSummary = { released: 0, fulfilled: 0, failed: 0 };
  for (const doc of pending.docs) {
    // Read inside the try: a malformed booking is logged with its path and counted as failed,
    // and the holds after it are still released.
    try {
      const booking = doc.data();
      if (booking.expiresAt.toMillis() > now.getTime()) continue;
      const outcome = booking.stripeSessionId
        ? await settleExpiredSession(deps, booking.stripeSessionId, fulfilCheckoutSession)
        : 'release';
      if (outcome === 'fulfilled') summary.fulfilled += 1;
      if (outcome !== 'release') continue;
      const released = await releasePendingBooking(deps.db, doc.id, {
        status: 'expired',
        reason: 'hold_timed_out',
        now: deps.now(),
      });
      if (released) {
        summary.released += 1;
        await offerFreedSeatsLater(deps, { tourId: booking.tourId, date: booking.selectedDate });
      }
    } catch (error) {
      summary.failed += 1;
      logger.error('could not release an expired hold', {
        bookingId: doc.id,
        error: errorText(error),
      });
    }
  }
  logger.info('expired holds checked', { ...summary });
  return summary;
}
