/**
 * Calendar dates as the association lives them: plain YYYY-MM-DD days in Europe/Rome. Dates are
 * compared as strings; date-fns reads a bare day as that day, whatever the device's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { format, getISODay, parseISO } from 'date-fns';

export const ASSOCIATION_TIME_ZONE = 'Europe/Rome';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's calendar day in Rome, whatever the clock's or the device's time zone. */
export function todayInRome(now: Date): string {
  return format(new TZDate(now, ASSOCIATION_TIME_ZONE), 'yyyy-MM-dd');
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  return getISODay(parseISO(isoDate));
}

/** Local-midnight Date for a calendar day, as date pickers expect. */
export function isoDateToLocalDate(isoDate: string): Date {
  return parseISO(isoDate);
}

/** Calendar day of a date picker's local Date. */
export function localDateToIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
