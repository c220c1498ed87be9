import {
  staffCancelBookingRequestSchema,
  type StaffCancelBookingResponse,
} from '@/domain/api/staff-booking-search';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';

/**
 * staffCancelBooking (managers): cancels one paid booking with the terms' refund or one the
 * manager chose (a share, or an amount up to what is still paid), for a written reason. It is the
 * customer's own cancellation path (cancelPaidBooking): one transaction marks the booking
 * cancelled, frees its seats, queues the mail and records the action, and only the call whose
 * transaction changed the booking asks Stripe for the refund, so a double tap refunds once.
 */
export async function handleStaffCancelBooking(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<StaffCancelBookingResponse> {
  const manager = await requireManager(deps, call);
  const { bookingId, refund, reason } = parseInput(
    staffCancelBookingRequestSchema,
    call.data ?? {},
  );
  const ref = bookingRef(deps.db, bookingId);
  const outcome = await cancelPaidBooking(deps, bookingId, 'staff', {
    refund,
    record: (tx, _booking, given) =>
      recordStaffActionIn(
        tx,
        deps.db,
        manager,
        {
          action: 'booking_cancelled',
          target: ref.path,
          details: {
            bookingId,
            refundCents: given.amountCents,
            refundBasis: refund.kind === 'policy' ? 'policy' : 'chosen',
            reason,
          },
        },
        deps.now(),
      ),
  });
  const given = outcome.booking.refund;
  return {
    cancelled: outcome.changed,
    status: outcome.booking.status,
    refundCents: given?.amountCents ?? 0,
    ...(given ? { refundStatus: given.status } : {}),
  };
}
