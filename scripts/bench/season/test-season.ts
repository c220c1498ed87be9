import { DEFAULT_SCHEDULES } from '../../../src/domain/schedule';
import { demoRentalShop } from './rentals';
import type { SeasonInput, SeasonSize } from './season';

/** A season small enough for the seed's unit tests, with a little of every kind. */
export const SMALL_SEASON: SeasonSize = {
  bookings: 600,
  members: 150,
  waivers: 80,
  waitlist: 60,
  vouchers: 40,
  rentals: 120,
  applications: 40,
  auditLog: 200,
};

/** A waiver text with made-up digests: the seed only copies them onto the signatures. */
export const TEST_WAIVER_TEXT = {
  version: 'v-test',
  digests: { it: 'a'.repeat(64), en: 'b'.repeat(64) },
};

/**
 * The input of a small season around an injected "today" three days back (the suite runs on any
 * day, so it picks its own), on the catalogue's schedules and the demo shop.
 */
export function testSeasonInput(changes: Partial<SeasonInput> = {}): SeasonInput {
  return {
    seed: 49,
    now: new Date(Date.now() - 3 * 24 * 3_600_000),
    size: SMALL_SEASON,
    schedules: DEFAULT_SCHEDULES,
    waiverText: TEST_WAIVER_TEXT,
    rentalShop: demoRentalShop(),
    ...changes,
  };
}
