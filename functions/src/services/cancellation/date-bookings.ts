import { logger } from 'firebase-functions';
import { todayInRome } from '@/domain/calendar';
import { failure } from '@functions/lib/callable-errors';
import { bookingsCollection, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { releaseOpenCheckout } from './release-checkout';
import { errorText } from '@functions/lib/error-text';
import type { StatusReason } from '@/domain/documents/status-reason';

/**
 * What a manager's action on a whole day of a tour shares ("Annulla data", "Rinvia data"): the
 * day's bookings, its open checkouts closed first, and each booking acted on in its own turn.
 */

export interface DatedBooking {
  id: string;
  booking: BookingDoc;
}

/** A day before today (Europe/Rome, server clock) is refused: its tours have run. */
export function refuseDayGone(date: string, now: Date): void {
  if (date < todayInRome(now)) {
    throw failure('invalid-argument', 'DATE_IN_PAST', 'DATE_IN_PAST: that day has gone', {
      fields: ['date'],
    });
  }
}

/** Every booking of the tour on the date, whatever its status. */
export async function bookingsOnDate(
  deps: BookingDeps,
  tourId: string,
  date: string,
): Promise<DatedBooking[]> {
  // Two equality filters are served by single-field indexes: no composite index needed.
  const snapshot = await bookingsCollection(deps.db)
    .where('tourId', '==', tourId)
    .where('selectedDate', '==', date)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, booking: doc.data() }));
}

export async function paidBookingsOnDate(deps: BookingDeps, tourId: string, date: string) {
  return (await bookingsOnDate(deps, tourId, date)).filter(
    ({ booking }) => booking.status === 'paid',
  );
}

/**
 * Acts on each item in turn, each in its own transaction (`act`): the list may be stale by then,
 * and `act` re-reads its booking. One that throws is logged (`failed`, naming the booking) and
 * counted, and the others go on. Answers how many failed.
 */
export async function eachBookingInTurn<T>(
  items: readonly T[],
  bookingIdOf: (item: T) => string,
  failed: string,
  act: (item: T) => Promise<void>,
): Promise<number> {
  let failures = 0;
  for (const item of items) {
    try {
      await act(item);
    } catch (error) {
      failures += 1;
      logger.error(failed, { bookingId: bookingIdOf(item), error: errorText(error) });
    }
  }
  return failures;
}

/**
 * Closes the date's checkouts still open (`reason` on each, their seats released), so none can
 * be paid once the day is acted on; one found paid meanwhile is acted on with the others. Answers
 * how many could not be closed (logged).
 */
export async function releaseOpenCheckoutsOn(
  deps: BookingDeps,
  { tourId, date }: { tourId: string; date: string },
  reason: StatusReason,
  failed: string,
): Promise<number> {
  const open = (await bookingsOnDate(deps, tourId, date)).filter(
    ({ booking }) => booking.status === 'pending',
  );
  return eachBookingInTurn(
    open,
    ({ id }) => id,
    failed,
    async ({ id }) => {
      await releaseOpenCheckout(deps, id, reason);
    },
  );
}
