import { logger } from 'firebase-functions';
import {
  changeBookingDateRequestSchema,
  staffChangeBookingDateRequestSchema,
  type ChangeBookingDateResponse,
} from '@/domain/api/date-change';
import { canChangeDateFree } from '@/domain/date-change';
import type { Schedule } from '@/domain/schedule';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import {
  moveBookingDate,
  type MoveBookingDate,
  type MoveOutcome,
} from '@functions/services/booking/move-booking-date';
import { resolveBooking } from '@functions/services/booking-base/booking-handle';
import { limitCancellationCall } from '@functions/services/booking-base/cancellation-limits';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { postponementAwaitsAnswer } from './change-view';
import { dateChangeMail } from './date-change-mail';

/**
 * The customer may move their own booking while it is free (the full refund's 72-hour limit), or
 * at any time while a date staff postponed waits for their answer. Judged inside the move's
 * transaction, on the booking as it is and the server's clock.
 */
function customerMayMove(booking: BookingDoc, schedule: Schedule, now: Date): void {
  if (postponementAwaitsAnswer(booking)) return;
  if (!canChangeDateFree(schedule, booking.selectedDate, now)) {
    throw failure(
      'failed-precondition',
      'DATE_CHANGE_NOT_ALLOWED',
      'DATE_CHANGE_NOT_ALLOWED: less than 72 hours before the start',
      { fields: ['newDate'] },
    );
  }
}

/** Picking another date is the customer's answer to a postponement still waiting for one. */
const answerPendingPostponement: MoveBookingDate['extra'] = (booking, at) =>
  postponementAwaitsAnswer(booking)
    ? { 'postponement.choice': 'moved', 'postponement.answeredAt': at }
    : {};

/** The seats left behind go to the old date's waiting list at once; never throws. */
async function offerSeatsLeftBehind(deps: BookingDeps, outcome: MoveOutcome): Promise<void> {
  if (!outcome.changed) return;
  await offerFreedSeatsLater(deps, { tourId: outcome.booking.tourId, date: outcome.from });
}

function answer({ booking }: MoveOutcome): ChangeBookingDateResponse {
  return {
    selectedDate: booking.selectedDate,
    status: booking.status,
    ...(booking.status === 'paid' && booking.ticket ? { ticket: booking.ticket } : {}),
  };
}

/**
 * changeBookingDate: the customer moves their paid booking (by the manage link's token or, signed
 * in, their own booking's id) to another date of the same tour with room for the whole party.
 * Seats, ticket and mail move in one transaction; a repeated call changes nothing.
 */
export async function handleChangeBookingDate(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'uid' | 'clientKey'>,
): Promise<ChangeBookingDateResponse> {
  await limitCancellationCall(deps, 'changeBookingDate', call);
  const request = parseInput(changeBookingDateRequestSchema, call.data ?? {});
  const { bookingId } = await resolveBooking(deps, { data: request.booking, uid: call.uid });
  const outcome = await moveBookingDate(deps, {
    bookingId,
    newDate: request.newDate,
    by: 'customer',
    check: customerMayMove,
    mail: dateChangeMail(deps, 'customer'),
    extra: answerPendingPostponement,
  });
  logger.info(outcome.changed ? 'booking date changed' : 'date change repeated, nothing done', {
    bookingId,
  });
  await offerSeatsLeftBehind(deps, outcome);
  return answer(outcome);
}

/**
 * staffChangeBookingDate: a manager moves any paid booking (a customer's phone call), at any time
 * before the new date's own booking limits; recorded in the staff audit log.
 */
export async function handleStaffChangeBookingDate(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<ChangeBookingDateResponse> {
  const manager = await requireManager(deps, call);
  const { bookingId, newDate } = parseInput(staffChangeBookingDateRequestSchema, call.data ?? {});
  const outcome = await moveBookingDate(deps, {
    bookingId,
    newDate,
    by: 'staff',
    staffUid: manager.uid,
    mail: dateChangeMail(deps, 'staff'),
    extra: answerPendingPostponement,
  });
  await offerSeatsLeftBehind(deps, outcome);
  if (outcome.changed) {
    await recordStaffAction(
      deps.db,
      manager,
      {
        action: 'booking_date_changed',
        target: `bookings/${bookingId}`,
        details: { bookingId, from: outcome.from, to: newDate },
      },
      deps.now(),
    );
  }
  return answer(outcome);
}
