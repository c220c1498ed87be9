import type { TourId } from '../../../src/domain/tours';
import { busiestReceiptsMonth, payoutWithMostLines } from './money';
import { mostCommon } from './most-common';
import { busiestRentalDay } from './rentals';
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

export function seasonPicks(season: Season): SeasonPicks {
  const departure = mostCommon(
    season.waitlist.map(({ doc }) => `${doc.tourId}_${doc.date}` as const),
    'waiting list',
  );
  const [tourId, date] = departure.split('_') as [TourId, string];
  return {
    busiestDay: mostCommon(
      season.bookings.map(({ doc }) => doc.selectedDate),
      'booking',
    ),
    busiestTour: mostCommon(
      season.bookings.map(({ doc }) => doc.tourId),
      'booking',
    ),
    longestWaitlist: { tourId, date },
    movedBooking: season.bookings.find(({ state }) => state === 'moved')!.id,
    receiptsMonth: busiestReceiptsMonth(season.money),
    rentalDay: busiestRentalDay(season.rentals.rentals),
    payoutId: payoutWithMostLines(season.money),
    vouchers: voucherBenchQueries(season.vouchers),
  };
}
