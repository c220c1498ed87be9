import { logger } from 'firebase-functions';
import {
  changeBookingDateRequestSchema,
  staffChangeBookingDateRequestSchema,
  type ChangeBookingDateResponse,
} from '@/domain/api/date-change';
import {
  bookingTourBegun,
  customerMayMoveNow,
  postponementAwaitsAnswer,
} from '@/domain/date-change';
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
import { enforceCallLimits } from '@functions/services/call-limits';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { dateChangeMail } from './date-change-mail';

/**
 * The customer may move their own booking while it is free (the full refund's 72-hour limit), or
 * while a date staff postponed waits for their answer (until the new date's tour starts), never
 * once it is checked in. Judged inside the move's transaction, on the booking as it is and the
 * server's clock.
 */
function customerMayMove(booking: BookingDoc, schedule: Schedule, now: Date): void {
  if (!customerMayMoveNow(booking, schedule, now)) {
    throw failure(
      'failed-precondition',
      'DATE_CHANGE_NOT_ALLOWED',
      'DATE_CHANGE_NOT_ALLOWED: less than 72 hours before the start, or checked in',
      { fields: ['newDate'] },
    );
  }
}

/**
 * A manager moves a booking whose tour has begun (its start came, or it was checked in) only
 * giving a reason; before that, no reason is asked.
 */
const managerMayMove =
  (reason: string | undefined) =>
  (booking: BookingDoc, schedule: Schedule, now: Date): void => {
    if (!reason && bookingTourBegun(booking, schedule, now)) {
      throw failure(
        'failed-precondition',
        'REASON_REQUIRED',
        'REASON_REQUIRED: the tour has begun; say why the booking moves',
        { fields: ['reason'] },
      );
    }
  };

/**
 * Picking another date is the answer to a postponement still waiting for one; one whose answer
 * ended (the new date's tour started, a check-in) is recorded as kept, as the rule reads it.
 */
const answerPendingPostponement: MoveBookingDate['extra'] = (booking, at, schedule) => {
  if (booking.postponement?.choice !== 'pending') return {};
  const choice = postponementAwaitsAnswer(booking, schedule, at.toDate()) ? 'moved' : 'kept';
  return { 'postponement.choice': choice, 'postponement.answeredAt': at };
};

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
  await enforceCallLimits(deps, { name: 'changeBookingDate', caller: call, now: deps.now() });
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
 * before the new date's own booking limits; once its tour has begun, only with a reason (the
 * check-in, if any, is cleared so the new ticket admits). The audit entry is written in the
 * moving transaction.
 */
export async function handleStaffChangeBookingDate(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<ChangeBookingDateResponse> {
  const manager = await requireManager(deps, call);
  const request = parseInput(staffChangeBookingDateRequestSchema, call.data ?? {});
  const { bookingId, newDate } = request;
  const reason = request.reason || undefined;
  const now = deps.now();
  const outcome = await moveBookingDate(deps, {
    bookingId,
    newDate,
    by: 'staff',
    staffUid: manager.uid,
    check: managerMayMove(reason),
    ...(reason ? { reason, clearCheckIn: true } : {}),
    mail: dateChangeMail(deps, 'staff'),
    extra: answerPendingPostponement,
    record: (tx, _booking, from) =>
      recordStaffActionIn(
        tx,
        deps.db,
        manager,
        {
          action: 'booking_date_changed',
          target: `bookings/${bookingId}`,
          details: { bookingId, from, to: newDate, ...(reason ? { reason } : {}) },
        },
        now,
      ),
  });
  await offerSeatsLeftBehind(deps, outcome);
  return answer(outcome);
}
