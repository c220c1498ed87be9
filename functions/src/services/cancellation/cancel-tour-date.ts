import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  cancelTourDateRequestSchema,
  type CancelTourDateResponse,
} from '@/domain/api/cancellation';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { scheduleRef } from '@functions/services/schedules';
import { completeStaffAction, recordStaffIntent } from '@functions/services/audit-log/audit-log';
import { cancelPaidBooking } from './cancel-paid-booking';
import {
  eachBookingInTurn,
  paidBookingsOnDate,
  refuseDayGone,
  releaseOpenCheckoutsOn,
} from './date-bookings';

const total = (bookings: { booking: BookingDoc }[]) => ({
  bookings: bookings.length,
  refundCents: bookings.reduce((sum, { booking }) => sum + booking.amountTotalCents, 0),
  participants: bookings.reduce((sum, { booking }) => sum + booking.participants, 0),
});

/** What calling off the listed bookings did: the refunded, the skipped, the failed. */
export interface DateCancellation {
  cancelled: { booking: BookingDoc }[];
  /** Listed on the date, but moved away or no longer paid when their transaction read them. */
  skipped: number;
  failed: number;
}

/**
 * Cancels, each in its own transaction, the bookings listed as paid on the date. The list may be
 * stale by the time a booking's turn comes (its customer or another manager moved or cancelled
 * it): the transaction re-reads it and skips one no longer paid on that date, which keeps its
 * seats and money as they are.
 */
export async function cancelListedBookings(
  deps: BookingDeps,
  date: string,
  bookingIds: readonly string[],
): Promise<DateCancellation> {
  const result: DateCancellation = { cancelled: [], skipped: 0, failed: 0 };
  result.failed = await eachBookingInTurn(
    bookingIds,
    (id) => id,
    'weather cancellation of one booking failed',
    async (id) => {
      const outcome = await cancelPaidBooking(deps, id, 'weather', undefined, { onDate: date });
      if (outcome.changed) result.cancelled.push(outcome);
      else if (outcome.skipped) result.skipped += 1;
    },
  );
  return result;
}

/**
 * cancelTourDate: a manager calls a tour off on one day (bad weather). With `preview` it only counts
 * the paid bookings and what a full refund of each comes to, for the confirmation. Otherwise the
 * action is recorded in the audit log before anything changes (completed with its outcome at the
 * end), the date joins the schedule's `closedDates` (nobody can book it any more), open checkouts
 * of that day are expired with their seats released, then every paid booking still on the date is
 * cancelled with a 100% refund and an e-mail in its own language, each judged in its own
 * transaction (cancelListedBookings); those that left the date meanwhile are counted as skipped.
 * Running it again finds nothing left to cancel. Days before today (Europe/Rome, server clock) are
 * refused: their tours have run. Today stays possible all day, for a tour a storm stops once under
 * way.
 */
export async function handleCancelTourDate(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<CancelTourDateResponse> {
  const manager = await requireManager(deps, call);
  const { tourId, date, preview } = parseInput(cancelTourDateRequestSchema, call.data ?? {});
  refuseDayGone(date, deps.now());
  if (preview) return { ...total(await paidBookingsOnDate(deps, tourId, date)), skipped: 0 };

  const schedule = scheduleRef(deps.db, tourId);
  const started = { tourId, date, bookings: 0, participants: 0, refundCents: 0, failed: 0 };
  const entry = await recordStaffIntent(
    deps.db,
    manager,
    { action: 'cancel_tour_date', target: schedule.path, details: { ...started, skipped: 0 } },
    deps.now(),
  );
  if ((await schedule.get()).exists) {
    await schedule.update({ closedDates: FieldValue.arrayUnion(date) });
  } else {
    logger.error('no schedule document to close the date in', { tourId, date });
  }
  // One found paid meanwhile is then cancelled and refunded with the others.
  const failedCheckouts = await releaseOpenCheckoutsOn(
    deps,
    { tourId, date },
    'tour_date_cancelled_weather',
    'open checkout of a cancelled date not released',
  );
  const listed = (await paidBookingsOnDate(deps, tourId, date)).map(({ id }) => id);
  const { cancelled, skipped, failed } = await cancelListedBookings(deps, date, listed);
  const outcome: CancelTourDateResponse = { ...total(cancelled), skipped };
  logger.info('tour date cancelled for weather', {
    tourId,
    date,
    cancelled: cancelled.length,
    skipped,
  });
  await completeStaffAction(entry, {
    tourId,
    date,
    ...outcome,
    failed: failed + failedCheckouts,
  });
  if (failed + failedCheckouts > 0) {
    throw failure(
      'internal',
      'INTERNAL',
      `INTERNAL: ${failed + failedCheckouts} bookings could not be cancelled; run it again`,
    );
  }
  return outcome;
}
