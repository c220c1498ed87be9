import type { Firestore } from 'firebase-admin/firestore';
import type { SeasonMonth, SeasonTourMoney } from '@/domain/api/staff-season';
import { TOUR_IDS, TOURS } from '@/domain/tours';
import type { MoneyFigures } from './season-contribution';
import { SEASON_TOTALS } from './season-totals';

/**
 * Revenue and refunds by month and by tour, read from the twelve `seasonTotals/{YYYY-MM}`
 * documents the seasonTotalsOnBookingWrite trigger keeps (season-totals.ts): twelve reads however
 * many bookings the season has, and nothing personal leaves the database. What a booking counts
 * for, and in which month, is season-contribution.ts's rule.
 */

export interface SeasonMoney {
  byMonth: SeasonMonth[];
  /** Each tour's money over the twelve months; tours with nothing paid nor refunded left out. */
  byTour: SeasonTourMoney[];
}

interface StoredMonth extends Partial<MoneyFigures> {
  tours?: Record<string, Partial<MoneyFigures>>;
}

const figures = (stored: Partial<MoneyFigures> | undefined): MoneyFigures => ({
  revenueCents: stored?.revenueCents ?? 0,
  paidBookings: stored?.paidBookings ?? 0,
  refundCents: stored?.refundCents ?? 0,
});

export async function seasonMoney(db: Firestore, months: readonly string[]): Promise<SeasonMoney> {
  const refs = months.map((month) => db.collection(SEASON_TOTALS).doc(month));
  const snapshots = await db.getAll(...refs);
  const stored = snapshots.map((snapshot) => snapshot.data() as StoredMonth | undefined);
  const byMonth = months.map((month, index) => ({
    month,
    ...figures(stored[index]),
  }));
  const byTour = TOUR_IDS.map((tourId) => {
    const sum = figures(undefined);
    for (const month of stored) {
      const tour = figures(month?.tours?.[tourId]);
      sum.revenueCents += tour.revenueCents;
      sum.paidBookings += tour.paidBookings;
      sum.refundCents += tour.refundCents;
    }
    return { tourId, tourName: TOURS[tourId].displayName, ...sum };
  }).filter((tour) => tour.paidBookings > 0 || tour.refundCents > 0);
  return { byMonth, byTour };
}
