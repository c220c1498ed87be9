import { bookingCode } from '@/domain/api/my-bookings';
import type { AttentionBooking, StaffAttentionReason } from '@/domain/api/staff-attention';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { RefundHolder } from '@functions/services/refunds/refund-subject';

/** The booking as a row names it. */
export function attentionBooking(bookingId: string, booking: BookingDoc): AttentionBooking {
  return {
    bookingId,
    reference: bookingCode(bookingId),
    tourId: booking.tourId,
    tourName: booking.tourName,
    selectedDate: booking.selectedDate,
    customerName: booking.customerName,
    participants: booking.participants,
    status: booking.status,
  };
}

/**
 * The reasons still standing. A flag whose cause went away by itself is not listed: a refund that
 * failed and then went through (the scheduled retry, or Stripe's own event), and an unknown
 * member's checkout that was never paid (nothing to check until someone pays).
 */
export function openReasons(booking: BookingDoc): StaffAttentionReason[] {
  return booking.staffAttentionReasons.filter((reason) => {
    if (reason === 'refund_failed') return booking.refund?.status !== 'succeeded';
    if (reason === 'member_not_verified') {
      return booking.status !== 'pending' && booking.status !== 'expired';
    }
    return true;
  });
}

/** A refund a manager may ask Stripe for again: failed, or cut off before Stripe answered. */
export function refundRetryable(holder: RefundHolder): boolean {
  const refund = holder.refund;
  if (!refund) return false;
  return refund.status === 'failed' || (refund.status === 'pending' && !refund.id);
}
