import { logger } from 'firebase-functions';
import type {
  CancelBookingResponse,
  ManageBookingResponse,
  RefundState,
} from '@/domain/api/cancellation';
import { canStillCancel, quoteRefund } from '@/domain/refund-policy';
import type { CallContext } from '@functions/lib/call-context';
import { bookingHeadline, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { stillPaidCents } from '@functions/services/booking/settled';
import { bookingChangeView } from '@functions/services/date-change/change-view';
import { scheduleForBooked } from '@functions/services/schedules';
import { resolveBooking } from '@functions/services/booking-base/booking-handle';
import { cancelPaidBooking } from './cancel-paid-booking';
import { enforceCallLimits } from '@functions/services/call-limits';

function refundView(booking: BookingDoc) {
  const refund = booking.refund;
  return refund
    ? { percent: refund.percent, amountCents: refund.amountCents, state: refund.status }
    : null;
}

/**
 * manageBooking: the booking behind a manage link (or one's own), with the refund cancelling it
 * now would give, computed on the server clock by the same policy the cancellation uses.
 */
export async function handleManageBooking(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'uid' | 'clientKey'>,
): Promise<ManageBookingResponse> {
  await enforceCallLimits(deps, { name: 'manageBooking', caller: call, now: deps.now() });
  const { bookingId, booking } = await resolveBooking(deps, call);
  const schedule = await scheduleForBooked(deps.db, booking.tourId);
  const now = deps.now();
  const quote = quoteRefund(
    { paidCents: stillPaidCents(booking), date: booking.selectedDate },
    schedule,
    now,
  );
  const canCancel = booking.status === 'paid' && canStillCancel(quote.startsAt, now);
  const none: RefundState = 'none';
  return {
    ...bookingHeadline(bookingId, booking),
    amountTotalCents: booking.amountTotalCents,
    startsAt: quote.startsAt,
    canCancel,
    refund: refundView(booking) ?? {
      percent: canCancel ? quote.percent : 0,
      amountCents: canCancel ? quote.amountCents : 0,
      state: none,
    },
    ...bookingChangeView(booking, schedule, now),
  };
}

/** cancelBooking: cancels the booking by the policy, once; a repeat answers the first outcome. */
export async function handleCancelBooking(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'uid' | 'clientKey'>,
): Promise<CancelBookingResponse> {
  await enforceCallLimits(deps, { name: 'cancelBooking', caller: call, now: deps.now() });
  const { bookingId } = await resolveBooking(deps, call);
  const { changed, booking } = await cancelPaidBooking(deps, bookingId, 'customer');
  if (!changed) logger.info('cancel repeated, nothing done twice', { bookingId });
  return {
    status: booking.status,
    refund: refundView(booking) ?? { percent: 0, amountCents: 0, state: 'none' },
  };
}
