/**
 * Rome's clock and days moved by whole months, for staff views and the functions: apart from
 * calendar.ts, which every public page loads, so that no public page carries them.
 */
import { TZDate } from '@date-fns/tz';
import { addMonths, formatISO, parseISO } from 'date-fns';
import { ASSOCIATION_TIME_ZONE } from './locale';

/** The wall-clock time `HH:MM` in Rome at `now` (calendar's romeInstant, the other way). */
export function timeInRome(now: Date): string {
  const rome = new TZDate(now.getTime(), ASSOCIATION_TIME_ZONE);
  return formatISO(rome, { representation: 'time' }).slice(0, 5);
}

/**
 * The calendar day `count` months after `date` (negative: before), both YYYY-MM-DD; the month's
 * last day where it has no such day (31 March and one month: 30 April).
 */
export function addMonthsToDay(date: string, count: number): string {
  return formatISO(addMonths(parseISO(date), count), { representation: 'date' });
}
