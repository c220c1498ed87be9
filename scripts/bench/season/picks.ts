import type { TourId } from '../../../src/domain/tours';
import { busiestReceiptsMonth, payoutWithMostLines } from './money';
import { busiestRentalDay, rentalWrites } from './rentals';
import type { Season } from './season';
import { voucherBenchQueries } from './vouchers';

/** What the bench opens with a season stored: the busiest of each, as staff meet the worst case. */
export interface SeasonPicks {
  /** The day with the most bookings: the longest roster. */
  busiestDay: string;
  /** The tour with the most bookings: the fullest calendar. */
  busiestTour: TourId;
  /** The departure with the longest waiting list. */
  longestWaitlist: { tourId: TourId; date: string };
  /** A booking moved to another date: its story holds the most events. */
  movedBooking: string;
  /** The month with the most receipts: the accountant's longest file. */
  receiptsMonth: string;
  /** The day the rental desk has the most pick-ups and returns. */
  rentalDay: string;
  /** The Stripe payout with the most lines. */
  payoutId: string;
  /** A buyer's surname on many vouchers, one voucher's code, and the month of the most sales. */
  vouchers: { surname: string; code: string; month: string };
}

const mostCommon = <T extends string>(values: Iterable<T>): T => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Ties go to the first in sort order, so the same season always gives the same pick.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
};

export function seasonPicks(season: Season): SeasonPicks {
  const departure = mostCommon(
    season.waitlist.map(({ doc }) => `${doc.tourId}_${doc.date}` as const),
  );
  const [tourId, date] = departure.split('_') as [TourId, string];
  return {
    busiestDay: mostCommon(season.bookings.map(({ doc }) => doc.selectedDate)),
    busiestTour: mostCommon(season.bookings.map(({ doc }) => doc.tourId)),
    longestWaitlist: { tourId, date },
    movedBooking: season.bookings.find(({ state }) => state === 'moved')!.id,
    receiptsMonth: busiestReceiptsMonth(season.money),
    rentalDay: busiestRentalDay(rentalWrites(season.rentals)),
    payoutId: payoutWithMostLines(season.money),
    vouchers: voucherBenchQueries(season.vouchers),
  };
}
