/**
 * The live schedule of a bookable tour or event: what staff edit in the Firebase console as
 * `schedules/{tourId}`. The field names are the ones docs/operations.md teaches staff; the web app and
 * the functions judge every date with the same pure functions below.
 */
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { isIsoDate, isoWeekday, romeInstant, todayInRome } from './calendar';
import type { Schedule } from './schedule-schema';
import { UNLIMITED_SEATS, type TourId } from './tours';
import { HOUR_MS } from './time-units';

// The schema that reads a schedule document lives apart (./schedule-schema): a page that only
// judges dates, such as the events page, then loads no zod before it is interactive.
export type { Schedule };

export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Departures the pages do not time are shown as 9:00, the time the published tours start. */
export const DEFAULT_START_TIME = '09:00';
const WEEKENDS: WeekdayCode[] = ['fri', 'sat', 'sun'];

function weekendTour(overrides: Partial<Schedule> = {}): Schedule {
  return {
    bookable: true,
    capacity: UNLIMITED_SEATS,
    weekdays: WEEKENDS,
    dates: [],
    closedDates: [],
    startTime: DEFAULT_START_TIME,
    leadHours: 24,
    horizonDays: 180,
    ...overrides,
  };
}

function event(dates: string[], overrides: Partial<Schedule> = {}): Schedule {
  return weekendTour({ weekdays: [], dates, ...overrides });
}

/**
 * The catalogue's schedules (the spec's 2025 season): what `npm start` and the import command
 * write where a document is missing. Staff change them in the console from then on.
 */
export const DEFAULT_SCHEDULES: Readonly<Record<TourId, Schedule>> = {
  pojega: weekendTour({ leadHours: 48 }),
  colombare: weekendTour(),
  'tre-valli': weekendTour({ startTime: '09:00' }),
  'strada-del-vino': weekendTour(),
  'x-tour': weekendTour(),
  'emotion-in-villa': weekendTour({ capacity: 20 }),
  castagne: event(['2025-10-12', '2025-10-19'], { capacity: 20, startTime: '09:00' }),
  'walk-wine-pojega': event(['2025-10-11']),
  'walk-wine-in-villa': event(['2025-11-15'], { capacity: 20, leadHours: 48 }),
};

/**
 * Instants already worked out, by "date startTime". Each costs a few time-zone lookups through Intl
 * (most of the time a page spends judging a schedule's dates); pages re-judge the same days at
 * every render. Bounded, so a long-lived server never grows it without end.
 */
const startsAtCache = new Map<string, number>();
const STARTS_AT_CACHE_SIZE = 4000;

/** The instant a tour leaves on a calendar day: `startTime` on that day in Europe/Rome. */
export function tourStartsAt(schedule: Pick<Schedule, 'startTime'>, date: string): Date {
  const key = `${date} ${schedule.startTime}`;
  let instant = startsAtCache.get(key);
  if (instant === undefined) {
    instant = romeInstant(date, schedule.startTime).getTime();
    if (startsAtCache.size >= STARTS_AT_CACHE_SIZE) startsAtCache.clear();
    startsAtCache.set(key, instant);
  }
  return new Date(instant);
}

export function weekdayCode(date: string): WeekdayCode {
  return WEEKDAY_CODES[isoWeekday(date) - 1]!;
}

/** Seats on one date: a one-off change for that day, else the schedule's capacity. */
export function capacityOn(schedule: Schedule, date: string): number {
  return schedule.capacityByDate?.[date] ?? schedule.capacity;
}

export function hasLimitedSeats(schedule: Schedule): boolean {
  return schedule.capacity < UNLIMITED_SEATS;
}

/**
 * Whether one day's seats are limited: by the tour's capacity, or by that day's own seats, which
 * staff may set on a tour otherwise unlimited (a day with fewer guides).
 */
export function hasLimitedSeatsOn(schedule: Schedule, date: string): boolean {
  return capacityOn(schedule, date) < UNLIMITED_SEATS;
}

export type DateVerdict =
  'allowed' | 'invalid' | 'past' | 'not-offered' | 'closed' | 'too-soon' | 'too-far';

/**
 * Whether a tour can be booked for a calendar day at the instant `now`: a regular weekday or a
 * listed date, not closed, starting at least `leadHours` after now (measured to the real start in
 * Europe/Rome, so daylight-saving changes count right) and no further than `horizonDays` ahead.
 * Pausing (`bookable: false`) is not judged here: the whole tour is closed, not a date.
 */
export function judgeDate(schedule: Schedule, date: string, now: Date): DateVerdict {
  if (!isIsoDate(date)) return 'invalid';
  const startsAt = tourStartsAt(schedule, date).getTime();
  if (startsAt <= now.getTime()) return 'past';
  if (!isOffered(schedule, date)) return 'not-offered';
  if (schedule.closedDates.includes(date)) return 'closed';
  if (startsAt - now.getTime() < schedule.leadHours * HOUR_MS) return 'too-soon';
  const today = todayInRome(now);
  if (differenceInCalendarDays(parseISO(date), parseISO(today)) > schedule.horizonDays) {
    return 'too-far';
  }
  return 'allowed';
}

/** Whether the schedule lists the day or runs on its weekday (closed or not). */
function isOffered(schedule: Schedule, date: string): boolean {
  return schedule.dates.includes(date) || schedule.weekdays.includes(weekdayCode(date));
}

/** Every date that can be booked now, in order, from today to the end of the horizon. */
export function bookableDates(schedule: Schedule, now: Date): string[] {
  if (!schedule.bookable) return [];
  const first = parseISO(todayInRome(now));
  const dates: string[] = [];
  // A page renders this on the main thread, for half a year of days: the loop keeps to cheap
  // calendar steps, and judgeDate's time-zone arithmetic runs only for the days on offer.
  for (let offset = 0; offset <= schedule.horizonDays; offset += 1) {
    const date = formatISO(addDays(first, offset), { representation: 'date' });
    if (isOffered(schedule, date) && judgeDate(schedule, date, now) === 'allowed') {
      dates.push(date);
    }
  }
  return dates;
}

/** True when a tour or event has no date left to come (an event whose dates are all past). */
export function isConcluded(schedule: Schedule, now: Date): boolean {
  if (schedule.weekdays.length > 0) return false;
  return schedule.dates.every((date) => tourStartsAt(schedule, date).getTime() <= now.getTime());
}

/** The listed dates still to come, in order (what an event's page and card name). */
export function upcomingDates(schedule: Schedule, now: Date): string[] {
  return [...schedule.dates]
    .filter((date) => tourStartsAt(schedule, date).getTime() > now.getTime())
    .sort();
}

/** The furthest any tour can be booked ahead in the catalogue's schedules. */
const CATALOGUE_HORIZON_DAYS = Math.max(
  ...Object.values(DEFAULT_SCHEDULES).map((schedule) => schedule.horizonDays),
);

/**
 * Whether a day lies between today (Rome) and the booking horizon: the only days a membership
 * check may ask about, so the register cannot be probed for arbitrary dates.
 */
export function isWithinBookingHorizon(date: string, now: Date): boolean {
  const today = todayInRome(now);
  if (date < today) return false;
  return differenceInCalendarDays(parseISO(date), parseISO(today)) <= CATALOGUE_HORIZON_DAYS;
}
