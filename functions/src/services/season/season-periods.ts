import { TZDate } from '@date-fns/tz';
import { addDays, formatISO, parseISO } from 'date-fns';
import { SEASON_AHEAD_DAYS, SEASON_MONTHS } from '@/domain/api/staff-season';
import { todayInRome } from '@/domain/calendar';
import { ASSOCIATION_TIME_ZONE } from '@/domain/locale';

/**
 * The periods of the season view, all from the server's clock and in Europe/Rome: the eight weeks
 * ahead (calendar days), and the last twelve months (the instants payments and refunds are timed
 * by, and the calendar days check-ins are counted on).
 */

export interface SeasonMonthPeriod {
  /** YYYY-MM. */
  month: string;
  /** Midnight in Rome on the month's first day, and on the next month's. */
  start: Date;
  end: Date;
}

export interface SeasonPeriods {
  today: string;
  /** The heat map's last day: today plus 55 days. */
  lastDay: string;
  months: SeasonMonthPeriod[];
  /** The first month's first day (YYYY-MM-DD), where the check-in share starts counting. */
  firstDay: string;
  /** Yesterday: today's tours may still be checking in. */
  yesterday: string;
}

const isoDay = (date: Date) => formatISO(date, { representation: 'date' });

/** The season view's month key (YYYY-MM) of an instant, in Europe/Rome. */
export function romeMonthOf(instant: Date): string {
  return formatISO(new TZDate(instant.getTime(), ASSOCIATION_TIME_ZONE), {
    representation: 'date',
  }).slice(0, 7);
}

function romeMidnight(year: number, monthIndex: number): Date {
  // TZDate normalises a month index of 12 into January of the next year.
  return new Date(new TZDate(year, monthIndex, 1, 0, 0, ASSOCIATION_TIME_ZONE).getTime());
}

export function seasonPeriods(now: Date): SeasonPeriods {
  const today = todayInRome(now);
  const first = parseISO(today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: SeasonMonthPeriod[] = [];
  for (let back = SEASON_MONTHS - 1; back >= 0; back -= 1) {
    const start = romeMidnight(year, month - 1 - back);
    const end = romeMidnight(year, month - back);
    months.push({ month: romeMonthOf(start), start, end });
  }
  return {
    today,
    lastDay: isoDay(addDays(first, SEASON_AHEAD_DAYS - 1)),
    months,
    firstDay: `${months[0]!.month}-01`,
    yesterday: isoDay(addDays(first, -1)),
  };
}
