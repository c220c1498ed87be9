import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingRef, readBooking } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { creditSucceededRefund } from '@functions/services/receipts/credit-refund';

/**
 * Refunds in full a payment the booking cannot keep (recorded as `refundDueAt` by fulfilment): its
 * seats went to someone else, its date was closed, or its checkout had been cancelled (of a
 * Checkout that also paid a membership fee, the tour's part only). The
 * idempotency key makes a repeated call (webhook retry, verifyPayment racing it) return the same
 * refund, so the money goes back once. A cancelled booking stays cancelled.
 */
export async function refundUnseatablePayment(deps: BookingDeps, bookingId: string): Promise<void> {
  const booking = await readBooking(deps.db, bookingId);
  if (!booking?.refundDueAt || booking.refundId) return;
  if (!booking.paymentIntentId) {
    logger.error('refund due but no payment intent known', { bookingId });
    return;
  }
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: booking.paymentIntentId,
      // A membership fee paid on the same Checkout is not the tour's: its line is settled apart.
      ...(booking.membershipFee ? { amount: booking.amountTotalCents } : {}),
      reason: 'requested_by_customer',
      metadata: { bookingId, purpose: 'unseatable_payment' },
    },
    { idempotencyKey: `refund-${bookingId}` },
  );
  const at = Timestamp.fromDate(deps.now());
  await bookingRef(deps.db, bookingId).update({
    ...(booking.status === 'cancelled' ? {} : { status: 'refunded', holdsSeats: false }),
    refundId: refund.id,
    refundedAt: at,
    updatedAt: at,
  });
  await creditSucceededRefund(deps.db, refund, deps.now());
  logger.warn('payment the booking cannot keep refunded, staff flagged', { bookingId });
}
