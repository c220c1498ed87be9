import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingRef, readBooking } from './booking-doc';
import type { BookingDeps } from './deps';

/**
 * Refunds a booking whose payment arrived after its seats went to someone else. The idempotency key
 * makes a repeated call (webhook retry, verifyPayment racing it) return the same refund.
 */
export async function refundUnseatablePayment(deps: BookingDeps, bookingId: string): Promise<void> {
  const booking = await readBooking(deps.db, bookingId);
  if (!booking || booking.status === 'refunded') return;
  if (!booking.paymentIntentId) {
    logger.error('refund due but no payment intent known', { bookingId });
    return;
  }
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: booking.paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { bookingId, why: 'seats no longer available' },
    },
    { idempotencyKey: `refund-${bookingId}` },
  );
  const at = Timestamp.fromDate(deps.now());
  await bookingRef(deps.db, bookingId).update({
    status: 'refunded',
    refundId: refund.id,
    refundedAt: at,
    updatedAt: at,
  });
  logger.warn('payment for released seats refunded, staff flagged', { bookingId });
}
