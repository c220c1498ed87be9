import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  cancelTourDateRequestSchema,
  type CancelTourDateResponse,
} from '@/domain/api/cancellation';
import { todayInRome } from '@/domain/calendar';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import { bookingsCollection, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { scheduleRef } from '@functions/services/schedules';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { cancelPaidBooking } from './cancel-paid-booking';
import { releaseOpenCheckout } from './release-checkout';

async function bookingsOn(deps: BookingDeps, tourId: string, date: string) {
  // Two equality filters are served by single-field indexes: no composite index needed.
  const snapshot = await bookingsCollection(deps.db)
    .where('tourId', '==', tourId)
    .where('selectedDate', '==', date)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, booking: doc.data() }));
}

async function paidBookingsOn(deps: BookingDeps, tourId: string, date: string) {
  return (await bookingsOn(deps, tourId, date)).filter(({ booking }) => booking.status === 'paid');
}

const total = (bookings: { booking: BookingDoc }[]): CancelTourDateResponse => ({
  bookings: bookings.length,
  refundCents: bookings.reduce((sum, { booking }) => sum + booking.amountTotalCents, 0),
  participants: bookings.reduce((sum, { booking }) => sum + booking.participants, 0),
});

/**
 * cancelTourDate: a manager calls a tour off on one day (bad weather). With `preview` it only counts
 * the paid bookings and what a full refund of each comes to, for the confirmation. Otherwise the
 * date first joins the schedule's `closedDates` (nobody can book it any more), open checkouts of
 * that day are expired with their seats released, then every paid booking is cancelled with a 100% refund and an e-mail in its own language. Running it again
 * finds nothing left to cancel. Days before today (Europe/Rome, server clock) are refused: their
 * tours have run. Today stays possible all day, for a tour a storm stops once under way.
 */
export async function handleCancelTourDate(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<CancelTourDateResponse> {
  const manager = await requireManager(deps, call);
  const { tourId, date, preview } = parseInput(cancelTourDateRequestSchema, call.data ?? {});
  if (date < todayInRome(deps.now())) {
    throw failure('invalid-argument', 'DATE_IN_PAST', 'DATE_IN_PAST: that day has gone', {
      fields: ['date'],
    });
  }
  if (preview) return total(await paidBookingsOn(deps, tourId, date));

  const schedule = scheduleRef(deps.db, tourId);
  if ((await schedule.get()).exists) {
    await schedule.update({ closedDates: FieldValue.arrayUnion(date) });
  } else {
    logger.error('no schedule document to close the date in', { tourId, date });
  }
  const cancelled: { booking: BookingDoc }[] = [];
  let failed = 0;
  // Checkouts still open for that day are closed first, so none of them can be paid afterwards;
  // one found paid meanwhile is then cancelled and refunded with the others.
  for (const { id } of (await bookingsOn(deps, tourId, date)).filter(
    ({ booking }) => booking.status === 'pending',
  )) {
    await releaseOpenCheckout(deps, id, 'tour_date_cancelled_weather').catch((error: unknown) => {
      failed += 1;
      logger.error('open checkout of a cancelled date not released', {
        bookingId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  for (const { id } of await paidBookingsOn(deps, tourId, date)) {
    try {
      const outcome = await cancelPaidBooking(deps, id, 'weather');
      if (outcome.changed) cancelled.push(outcome);
    } catch (error) {
      failed += 1;
      logger.error('weather cancellation of one booking failed', {
        bookingId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  logger.info('tour date cancelled for weather', { tourId, date, cancelled: cancelled.length });
  const outcome = total(cancelled);
  await recordStaffAction(
    deps.db,
    manager,
    {
      action: 'cancel_tour_date',
      target: schedule.path,
      details: { tourId, date, ...outcome, failed },
    },
    deps.now(),
  );
  if (failed > 0) {
    throw failure(
      'internal',
      'INTERNAL',
      `INTERNAL: ${failed} bookings could not be cancelled; run it again`,
    );
  }
  return outcome;
}
