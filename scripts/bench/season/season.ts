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

/** How much of everything a season holds (issue 49: the association's real volumes). */
export interface SeasonSize {
  bookings: number;
  members: number;
  waivers: number;
  waitlist: number;
}

export const FULL_SEASON: SeasonSize = {
  bookings: 20_000,
  members: 5_000,
  waivers: 2_000,
  waitlist: 2_000,
};

export interface SeasonInput {
  seed: number;
  /** The season's "today": every date and instant is placed relative to it. */
  now: Date;
  size: SeasonSize;
  /** The live schedules: bookings fall on the days they offer. */
  schedules: Readonly<Record<TourId, Schedule>>;
  waiverText: SignedText;
}

export interface Season {
  members: SeasonMember[];
  bookings: SeasonBooking[];
  waitlist: SeasonWaitlistEntry[];
  counters: SeasonCounter[];
  waiversSigned: number;
}

/**
 * A whole season, the same for the same input: one seeded PRNG draws everything in a fixed order
 * (members, bookings, waivers, waiting list), and the seat counters are summed from what holds
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
  return {
    members,
    bookings,
    waitlist,
    counters: seatCounters(seatsHeld, input.now),
    waiversSigned,
  };
}
