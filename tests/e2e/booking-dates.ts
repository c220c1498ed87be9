import { addDays, format, nextSaturday, parseISO } from 'date-fns';
import { todayInRome } from '@/domain/calendar';

/**
 * A Saturday every tour can be booked for today, whatever the day: at least three days ahead, so
 * the longest notice (48 hours) is always met.
 */
export function bookableSaturday(now = new Date()): string {
  return format(nextSaturday(addDays(parseISO(todayInRome(now)), 2)), 'yyyy-MM-dd');
}

/** The day picker's name for a date, e.g. 'sabato 28 novembre 2026'. */
export function dayLabel(isoDate: string): RegExp {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return new RegExp(`\\b${d} ${month} ${y}\\b`);
}

/** The last day of last year, as the demo register's lapsed member has it (seed.ts). */
export function lastYearsEnd(now = new Date()): string {
  return `${Number(todayInRome(now).slice(0, 4)) - 1}-12-31`;
}
