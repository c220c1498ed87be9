import { todayInRome } from '../../../src/domain/calendar';
import type { Schedule } from '../../../src/domain/schedule';
import type { TourId } from '../../../src/domain/tours';
import { seasonBookings, type SeasonBooking } from './bookings';
import { seasonMembers, type SeasonMember } from './members';
import { seasonDepartures } from './departures';
import { seatCounters, seatsHeldByDay, type SeasonCounter } from './counters';
import { seededRandom } from './random';
import { signWaivers, type SignedText } from './waivers';
import { seasonWaitlist, type SeasonWaitlistEntry } from './waitlist';
import { lastReceiptNumbers, seasonMoney, withReceiptsTaken, type SeasonMoney } from './money';
import {
  receiptsTakenByFees,
  seasonApplications,
  seasonAuditLog,
  type SeasonApplication,
  type SeasonAuditEntry,
} from './staff-records';
import { generateRentals, type RentalShop, type SeasonRentals } from './rentals';
import { seasonVouchers, vouchersOf } from './vouchers';
import type { SeasonWrite } from './write';

/** How much of everything a season holds (issue 49: the association's real volumes). */
export interface SeasonSize {
  bookings: number;
  members: number;
  waivers: number;
  waitlist: number;
  vouchers: number;
  rentals: number;
  applications: number;
  auditLog: number;
}

export const FULL_SEASON: SeasonSize = {
  bookings: 20_000,
  members: 5_000,
  waivers: 2_000,
  waitlist: 2_000,
  vouchers: 1_000,
  rentals: 3_000,
  applications: 600,
  auditLog: 3_000,
};

export interface SeasonInput {
  seed: number;
  /** The season's "today": every date and instant is placed relative to it. */
  now: Date;
  size: SeasonSize;
  /** The live schedules: bookings fall on the days they offer. */
  schedules: Readonly<Record<TourId, Schedule>>;
  waiverText: SignedText;
  /** The bikes and add-ons the stack's shop rents: rentals never exceed its stock. */
  rentalShop: RentalShop;
}

export interface Season {
  members: SeasonMember[];
  bookings: SeasonBooking[];
  waitlist: SeasonWaitlistEntry[];
  counters: SeasonCounter[];
  waiversSigned: number;
  /** The gift vouchers sold, some paying the season's bookings. */
  vouchers: SeasonWrite[];
  /** The bookings' receipts, credit notes and Stripe payouts. */
  money: SeasonMoney;
  /** The e-bike rentals and their stock ledger by day. */
  rentals: SeasonRentals;
  /** "Diventa socio" applications, decided or waiting for the board. */
  applications: SeasonApplication[];
  /** What staff did through the season (the activity log). */
  auditLog: SeasonAuditEntry[];
}

/**
 * Each kind of document added after the bookings draws from a stream of its own, so adding one
 * leaves the documents of the others as they were.
 */
const STREAMS = ['vouchers', 'money', 'rentals', 'applications', 'auditLog'] as const;
const streamOf = (seed: number, kind: (typeof STREAMS)[number]) =>
  seededRandom(seed * 1_000 + STREAMS.indexOf(kind) + 1);

/**
 * A whole season, the same for the same input: one seeded PRNG draws everything in a fixed order
 * (members, bookings, waivers, waiting list; then each later kind from its own stream), and the seat counters are summed from what holds
 * seats, so they match the bookings and offers exactly.
 */
export function generateSeason(input: SeasonInput): Season {
  const random = seededRandom(input.seed);
  const today = todayInRome(input.now);
  const departures = seasonDepartures(input.schedules, today);
  const members = seasonMembers(random, input.size.members, today);
  const bookings = seasonBookings(random, {
    departures,
    members,
    schedules: input.schedules,
    today,
    now: input.now,
    count: input.size.bookings,
  });
  const waiversSigned = signWaivers(
    random,
    bookings,
    input.size.waivers,
    input.waiverText,
    input.now,
  );
  const seatsHeld = seatsHeldByDay(bookings);
  const waitlist = seasonWaitlist(random, {
    departures,
    seatsHeld,
    today,
    now: input.now,
    count: input.size.waitlist,
  });
  const vouchers = seasonVouchers(streamOf(input.seed, 'vouchers'), {
    now: input.now,
    count: input.size.vouchers,
    bookings,
  });
  const money = seasonMoney(streamOf(input.seed, 'money'), { now: input.now, bookings });
  const applications = seasonApplications(streamOf(input.seed, 'applications'), {
    today,
    now: input.now,
    members,
    receiptsTaken: lastReceiptNumbers(money),
    count: input.size.applications,
  });
  const auditLog = seasonAuditLog(streamOf(input.seed, 'auditLog'), {
    now: input.now,
    bookings,
    members,
    waitlist,
    applications,
    voucherCodes: vouchersOf(vouchers).map(({ code }) => code),
    payoutIds: money.payouts.map(({ id }) => id),
    count: input.size.auditLog,
  });
  return {
    members,
    bookings,
    waitlist,
    counters: seatCounters(seatsHeld, input.now),
    waiversSigned,
    vouchers,
    money: withReceiptsTaken(money, receiptsTakenByFees(applications, auditLog)),
    rentals: generateRentals(streamOf(input.seed, 'rentals'), {
      today,
      now: input.now,
      count: input.size.rentals,
      members,
      shop: input.rentalShop,
      waiverText: input.waiverText,
    }),
    applications,
    auditLog,
  };
}
