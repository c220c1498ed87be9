import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

/**
 * Whether a booking's money has been settled: it was paid, or cancelled or refunded after it was
 * paid, or a refund of its payment is under way. Such a booking changes only through an explicit,
 * recorded action (a cancellation, a refund made in the dashboard); an event about its checkout
 * (late, replayed, resent from the dashboard, out of order) never revives, re-seats or re-refunds it.
 */
export function isMoneySettled(
  booking: Pick<BookingDoc, 'status' | 'paidAt' | 'refund' | 'refundDueAt' | 'refundId'>,
): boolean {
  return (
    booking.status === 'paid' ||
    booking.status === 'refunded' ||
    booking.paidAt !== undefined ||
    booking.refund !== undefined ||
    booking.refundDueAt !== undefined ||
    booking.refundId !== undefined
  );
}

/** What the customer still has paid: the charge less what was refunded (as Stripe last told us). */
export function stillPaidCents(
  booking: Pick<BookingDoc, 'amountTotalCents' | 'amountRefundedCents'>,
): number {
  return Math.max(0, booking.amountTotalCents - (booking.amountRefundedCents ?? 0));
}
