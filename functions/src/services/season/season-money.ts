import { AggregateField, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { SeasonMonth, SeasonTourMoney } from '@/domain/api/staff-season';
import { TOUR_IDS, TOURS } from '@/domain/tours';
import { bookingsCollection, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { SeasonMonthPeriod } from './season-periods';

/**
 * Revenue and refunds by month and by tour, added up by Firestore (count()/sum() aggregation
 * queries over range filters) rather than by reading the bookings: a season of thousands of
 * bookings costs one index read per thousand entries, and nothing personal leaves the database.
 *
 * Revenue is timed by `paidAt` (when the money came); refunds by `amountRefundedAsOf`, Stripe's own
 * total for the charge (`charge.refunded`, which covers our refunds and those made in the Stripe
 * dashboard alike). A charge refunded in two steps in two months counts its whole refunded total in
 * the month of the later step: Stripe reports the total, not the steps.
 * Indexes: single-field ones for the month ranges; (tourId, paidAt) and (tourId,
 * amountRefundedAsOf) in firestore.indexes.json for the tours'.
 */

interface Money {
  revenueCents: number;
  refundCents: number;
  paidBookings: number;
}

interface Range {
  start: Date;
  end: Date;
}

function within(query: Query<BookingDoc>, field: string, { start, end }: Range) {
  return query
    .where(field, '>=', Timestamp.fromDate(start))
    .where(field, '<', Timestamp.fromDate(end));
}

async function moneyOf(query: Query<BookingDoc>, range: Range): Promise<Money> {
  const [paid, refunded] = await Promise.all([
    within(query, 'paidAt', range)
      .aggregate({
        total: AggregateField.sum('amountTotalCents'),
        bookings: AggregateField.count(),
      })
      .get(),
    within(query, 'amountRefundedAsOf', range)
      .aggregate({ total: AggregateField.sum('amountRefundedCents') })
      .get(),
  ]);
  return {
    revenueCents: paid.data().total ?? 0,
    paidBookings: paid.data().bookings,
    refundCents: refunded.data().total ?? 0,
  };
}

export async function seasonMoneyByMonth(
  db: Firestore,
  months: SeasonMonthPeriod[],
): Promise<SeasonMonth[]> {
  const bookings = bookingsCollection(db);
  return Promise.all(
    months.map(async (period) => ({ month: period.month, ...(await moneyOf(bookings, period)) })),
  );
}

/** Each tour's money over the whole period; tours with nothing paid nor refunded are left out. */
export async function seasonMoneyByTour(db: Firestore, range: Range): Promise<SeasonTourMoney[]> {
  const bookings = bookingsCollection(db);
  const tours = await Promise.all(
    TOUR_IDS.map(async (tourId) => ({
      tourId,
      tourName: TOURS[tourId].displayName,
      ...(await moneyOf(bookings.where('tourId', '==', tourId), range)),
    })),
  );
  return tours.filter((tour) => tour.paidBookings > 0 || tour.refundCents > 0);
}
