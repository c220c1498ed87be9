import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import {
  postponeTourDateRequestSchema,
  type PostponeTourDateResponse,
} from '@/domain/api/date-change';
import { todayInRome } from '@/domain/calendar';
import { capacityOn, type Schedule } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import {
  eachBookingInTurn,
  paidBookingsOnDate,
  refuseDayGone,
  releaseOpenCheckoutsOn,
  type DatedBooking,
} from '@functions/services/cancellation/date-bookings';
import { scheduleRef } from '@functions/services/schedules';
import { seatCounterRef, seatCountFrom, seatsLeft } from '@functions/services/seats/seat-counter';
import { completeStaffAction, recordStaffIntent } from '@functions/services/audit-log/audit-log';
import { markNotFitted, moveForPostponement, type Postponement } from './postponement-moves';
import { postponeInSchedule, previewPostponedSchedule } from './postponement-schedule';

/** The paid bookings of the date, oldest first: the first booked are the first moved. */
async function paidBookingsOn(deps: BookingDeps, tourId: TourId, date: string) {
  const booked = ({ booking }: DatedBooking) => booking.createdAt.toMillis();
  return (await paidBookingsOnDate(deps, tourId, date)).sort((a, b) => booked(a) - booked(b));
}

async function freeSeatsOn(deps: BookingDeps, schedule: Schedule, tourId: TourId, date: string) {
  const where = { tourId, date };
  const snapshot = await seatCounterRef(deps.db, where).get();
  return seatsLeft(seatCountFrom(deps.db, snapshot, where), capacityOn(schedule, date));
}

/** Already told it did not fit on this postponement's new date: left as it is. */
const markedNotFitted = (booking: BookingDoc, date: string) =>
  booking.postponement?.from === date && booking.postponement.to === null;

const isCapacityRefusal = (error: unknown) =>
  error instanceof HttpsError &&
  (error.details as { reason?: string } | undefined)?.reason === 'CAPACITY_EXCEEDED';

/** How many of the bookings, taken in order, fit in `seats` (a party that does not fit is skipped). */
function fitting(bookings: DatedBooking[], seats: number): number {
  let left = seats;
  let fit = 0;
  for (const { booking } of bookings) {
    if (booking.participants > left) continue;
    left -= booking.participants;
    fit += 1;
  }
  return fit;
}

/** What postponing the listed bookings did, each in its own transaction. */
export interface DatePostponement {
  moved: number;
  notMoved: number;
  /** Listed on the date, but moved away or no longer paid when their transaction read them. */
  skipped: number;
  failed: number;
}

/**
 * Moves the bookings listed as paid on the postponed date, oldest first, each in its own
 * transaction that re-reads it (moveForPostponement, markNotFitted): the list may be stale by the
 * time a booking's turn comes, and one that left the date or was cancelled meanwhile is skipped,
 * never dragged back to the postponement.
 */
export async function postponeListedBookings(
  deps: BookingDeps,
  postponement: Postponement,
  bookings: readonly DatedBooking[],
): Promise<DatePostponement> {
  const result: DatePostponement = { moved: 0, notMoved: 0, skipped: 0, failed: 0 };
  result.failed = await eachBookingInTurn(
    bookings,
    ({ id }) => id,
    'postponement of one booking failed',
    async ({ id, booking }) => {
      if (markedNotFitted(booking, postponement.date)) {
        result.notMoved += 1;
        return;
      }
      try {
        const outcome = await moveForPostponement(deps, id, postponement);
        if (outcome.skipped) result.skipped += 1;
        else result.moved += 1;
      } catch (error) {
        if (!isCapacityRefusal(error)) throw error;
        if (await markNotFitted(deps, id, postponement)) result.notMoved += 1;
        else result.skipped += 1;
      }
    },
  );
  return result;
}

/**
 * postponeTourDate: a manager moves a tour's day to another one (bad weather) instead of calling
 * it off. With `preview` it only counts the paid bookings and how many would fit on the new date.
 * Otherwise the schedule first opens the new date and closes the old one (nobody books the old
 * day any more), open checkouts of the old day are expired with their seats released, then every
 * paid booking, oldest first, moves to the new date while its seats allow (one transaction each:
 * seats, ticket, mail with "keep" and "full refund"); a party that does not fit keeps its seats
 * on the old day and is told to choose another date or a refund; one that left the date meanwhile
 * is skipped (postponeListedBookings). The action is in the audit log before anything changes,
 * completed with its outcome at the end. Running it again moves nothing
 * twice and sends no mail twice. The old day may be today (a storm on the day); the new one must
 * come after today, and pass the tour's notice and horizon as a booking would.
 */
export async function handlePostponeTourDate(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<PostponeTourDateResponse> {
  const manager = await requireManager(deps, call);
  const request = parseInput(postponeTourDateRequestSchema, call.data ?? {});
  const { tourId, date, newDate } = request;
  const now = deps.now();
  const today = todayInRome(now);
  refuseDayGone(date, now);
  if (newDate <= today || newDate === date) {
    throw failure('invalid-argument', 'INVALID_DATE', 'INVALID_DATE: choose a later day', {
      fields: ['newDate'],
    });
  }
  const where = { tourId, date, newDate };
  if (request.preview) {
    const schedule = await previewPostponedSchedule(deps.db, where, now);
    const bookings = await paidBookingsOn(deps, tourId, date);
    const seatsOnNewDate = await freeSeatsOn(deps, schedule, tourId, newDate);
    const waiting = bookings.filter(({ booking }) => !markedNotFitted(booking, date));
    const moved = fitting(waiting, seatsOnNewDate);
    return {
      bookings: bookings.length,
      participants: bookings.reduce((sum, { booking }) => sum + booking.participants, 0),
      moved,
      notMoved: bookings.length - moved,
      skipped: 0,
      seatsOnNewDate,
    };
  }

  // A refused new date is refused before the log records anything (refusals are not entries).
  await previewPostponedSchedule(deps.db, where, now);
  const entry = await recordStaffIntent(
    deps.db,
    manager,
    {
      action: 'postpone_tour_date',
      target: scheduleRef(deps.db, tourId).path,
      details: { ...where, bookings: 0, moved: 0, notMoved: 0, failed: 0, skipped: 0 },
    },
    now,
  );
  const schedule = await postponeInSchedule(deps.db, where, now);
  // One found paid meanwhile is then moved with the others.
  let failed = await releaseOpenCheckoutsOn(
    deps,
    { tourId, date },
    'tour_date_postponed_weather',
    'open checkout of a postponed date not released',
  );
  const seatsOnNewDate = await freeSeatsOn(deps, schedule, tourId, newDate);
  const bookings = await paidBookingsOn(deps, tourId, date);
  const walked = await postponeListedBookings(deps, where, bookings);
  failed += walked.failed;
  const { moved, notMoved, skipped } = walked;
  const outcome: PostponeTourDateResponse = {
    bookings: bookings.length,
    participants: bookings.reduce((sum, { booking }) => sum + booking.participants, 0),
    moved,
    notMoved,
    skipped,
    seatsOnNewDate,
  };
  logger.info('tour date postponed for weather', {
    tourId,
    date,
    newDate,
    moved,
    notMoved,
    skipped,
  });
  await completeStaffAction(entry, {
    ...where,
    bookings: bookings.length,
    moved,
    notMoved,
    skipped,
    failed,
  });
  if (failed > 0) {
    throw failure(
      'internal',
      'INTERNAL',
      `INTERNAL: ${failed} bookings could not be postponed; run it again`,
    );
  }
  return outcome;
}
