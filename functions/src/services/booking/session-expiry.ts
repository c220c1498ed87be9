import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { readBooking } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { releasePendingBooking } from './seat-hold';
import { expireRentalOfSession } from '@functions/services/rental/rental-expiry';
import { rentalIdOfSession } from '@functions/services/rental/rental-session';
import {
  expireVoucherCheckout,
  voucherCodeOfSession,
} from '@functions/services/vouchers/fulfil-purchase';
import type { StatusReason } from '@/domain/documents/status-reason';

/**
 * A Checkout Session that ended unpaid (expired, or its delayed payment failed): the pending
 * booking becomes expired and its seats are released, once. A paid booking is never touched, so an
 * `expired` event arriving after `completed` changes nothing.
 */
export async function expireBookingOfSession(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
  reason: StatusReason,
): Promise<boolean> {
  if (voucherCodeOfSession(session)) return expireVoucherCheckout(deps, session);
  if (rentalIdOfSession(session)) return expireRentalOfSession(deps, session, reason);
  const bookingId = session.metadata?.['bookingId'];
  if (!bookingId) return false;
  const booking = await readBooking(deps.db, bookingId);
  if (!booking || (booking.stripeSessionId && booking.stripeSessionId !== session.id)) {
    logger.warn('ended session matches no booking', { bookingId, sessionId: session.id });
    return false;
  }
  const released = await releasePendingBooking(deps.db, bookingId, {
    status: 'expired',
    reason,
    now: deps.now(),
  });
  if (released) {
    logger.info('booking expired, seats released', { bookingId, reason });
    await offerFreedSeatsLater(deps, { tourId: booking.tourId, date: booking.selectedDate });
  }
  return released;
}
