import { romeInstant } from '../../../src/domain/calendar';
import type { TourId } from '../../../src/domain/tours';
import type { SeasonApplication } from './applications';
import type { SeasonBooking } from './bookings';
import type { SeasonMember } from './members';
import type { Random } from './random';
import { SEASON_GUIDE, SEASON_MANAGER, type Actor } from './staff-records-staff';
import { dayOf, seasonInstant } from './staff-records-time';
import type { SeasonWaitlistEntry } from './waitlist';
import { MINUTE_MS } from '../../../src/domain/time-units';

export interface AuditLogInput {
  now: Date;
  bookings: readonly SeasonBooking[];
  members: readonly SeasonMember[];
  waitlist: readonly SeasonWaitlistEntry[];
  applications: readonly SeasonApplication[];
  /** The season's voucher codes (stored form) and Stripe payout ids, named where known. */
  voucherCodes?: readonly string[];
  payoutIds?: readonly string[];
  /** Entries in all, the board's decisions among them. */
  count: number;
}

/** What the season's documents offer the log to name, each taken once where an action is. */
function sources(input: AuditLogInput) {
  const { bookings } = input;
  const byDay = new Map<string, SeasonBooking[]>();
  for (const booking of bookings) {
    const list = byDay.get(booking.doc.selectedDate) ?? [];
    list.push(booking);
    byDay.set(booking.doc.selectedDate, list);
  }
  const waitlistDays = new Map<string, { tourId: TourId; date: string; entries: number }>();
  for (const { doc } of input.waitlist) {
    const key = `${doc.tourId}_${doc.date}`;
    const day = waitlistDays.get(key) ?? { tourId: doc.tourId, date: doc.date, entries: 0 };
    day.entries += 1;
    waitlistDays.set(key, day);
  }
  const staffWaivers = bookings.flatMap((booking) =>
    Object.values(booking.doc.waivers ?? {}).flatMap((waiver) =>
      waiver.channel === 'staff' && waiver.signedAtDevice
        ? [{ booking, participantIndex: waiver.participantIndex, waiver }]
        : [],
    ),
  );
  return {
    byDay,
    days: [...byDay.keys()].sort(),
    waitlistDays: [...waitlistDays.values()],
    checkedIn: bookings.filter(({ doc }) => doc.checkedInAt && doc.checkedInAtDevice),
    staffWaivers,
    staffMoves: bookings.filter(({ doc }) => doc.dateChanges?.[0]?.by === 'staff'),
    staffCancels: bookings.filter(({ doc }) => doc.cancelledBy === 'staff' && doc.refund),
    resolved: bookings.filter(({ doc }) => doc.staffAttentionResolvedAt),
    refunded: bookings.filter(({ doc }) => doc.refund?.status === 'succeeded'),
    paid: bookings.filter(({ doc }) => doc.status === 'paid' && doc.paidAt),
    reminded: bookings.filter(({ doc }) => doc.reminderMailQueuedAt),
  };
}

export type Sources = ReturnType<typeof sources>;

/** Takes one item out of `pool` (an action done once per item), or undefined when none is left. */
export function take<T>(random: Random, pool: T[]): T | undefined {
  if (pool.length === 0) return undefined;
  return pool.splice(random.int(0, pool.length - 1), 1)[0];
}

/** What every action's maker draws with: the season's sources, its clock and its staff. */
export interface AuditDraw {
  random: Random;
  input: AuditLogInput;
  nowMs: number;
  today: string;
  found: Sources;
  /** A guide or a manager, for what both may do. */
  staffOf: () => Actor;
  /** Any time in office hours of the season up to now. */
  anyTime: () => number;
  notAfterNow: (ms: number) => number;
  /** A list read on `date`, from `time` (Rome) on. */
  dayReadAt: (date: string, time: string) => number;
  /** A day of the season's bookings up to today. */
  pastDay: () => string;
}

export function auditDraw(random: Random, input: AuditLogInput): AuditDraw {
  const nowMs = input.now.getTime();
  const today = dayOf(nowMs);
  const found = sources(input);
  const staffOf = (): Actor => (random.chance(0.6) ? SEASON_GUIDE : SEASON_MANAGER);
  const anyTime = () => seasonInstant(random, nowMs);
  // Not all at `now` itself: "Giornata" orders the log by `at`.
  const notAfterNow = (ms: number) => (ms <= nowMs ? ms : nowMs - random.int(1, 120) * MINUTE_MS);
  const dayReadAt = (date: string, time: string) =>
    notAfterNow(romeInstant(date, time).getTime() + random.int(0, 90) * MINUTE_MS);
  const pastDay = () => {
    const past = found.days.filter((day) => day <= today);
    return past.length > 0 ? random.pick(past) : today;
  };
  return { random, input, nowMs, today, found, staffOf, anyTime, notAfterNow, dayReadAt, pastDay };
}
