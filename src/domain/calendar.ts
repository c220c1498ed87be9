/**
 * Calendar dates as the association lives them: plain YYYY-MM-DD days in Europe/Rome. Dates are
 * compared as strings; date-fns reads a bare day as that day, whatever the device's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { formatISO, parseISO } from 'date-fns';
import { ASSOCIATION_TIME_ZONE } from './locale';
import { DAY_MS } from './time-units';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A time of day as schedules, settings and forms hold it: `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The calendar day a person typed, as 'YYYY-MM-DD': day first as both languages of the site write
 * it ('28/11/2026', '28.11.2026', '28-11-2026') or already ISO; null until it names a real day.
 */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim();
  if (isIsoDate(typed)) return typed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The last answer of todayInRome: a schedule judges its days one by one at the same instant. */
let lastToday: { at: number; day: string } | undefined;

/** Today's calendar day in Rome, whatever the clock's or the device's time zone. */
export function todayInRome(now: Date): string {
  const at = now.getTime();
  if (lastToday?.at !== at) {
    lastToday = {
      at,
      day: formatISO(new TZDate(at, ASSOCIATION_TIME_ZONE), { representation: 'date' }),
    };
  }
  return lastToday.day;
}

/** The calendar day `count` days after `date` (negative: before), both YYYY-MM-DD. */
export function addDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a wall-clock time `HH:MM` strikes on a calendar day in Rome (summer time included). */
export function romeInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hours, minutes, ASSOCIATION_TIME_ZONE).getTime());
}

/** Tomorrow's calendar day in Rome: the day staff are warned about the day before. */
export function tomorrowInRome(now: Date): string {
  return addDays(todayInRome(now), 1);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  // The day's UTC midnight has the day's weekday, whatever the device's time zone; cheaper than
  // parsing (schedules ask this for half a year of days on every render).
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

/** Local-midnight Date for a calendar day, as date pickers expect. */
export function isoDateToLocalDate(isoDate: string): Date {
  return parseISO(isoDate);
}

/** Calendar day of a date picker's local Date. (formatISO, not format: `format` brings its
 *  pattern parser and a whole locale, about 5 kB, into every page that judges dates.) */
export function localDateToIsoDate(date: Date): string {
  return formatISO(date, { representation: 'date' });
}
