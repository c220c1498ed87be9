/**
 * Months as monthly reports name them ('YYYY-MM'), apart from the calendar and the formatters that
 * every public page loads: only the staff's reports need them.
 */
import { romeInstant, todayInRome } from './calendar';
import { INTL_LOCALE, type Locale } from './locale';

/** A month counted from year 0 (`year * 12 + month - 1`) as 'YYYY-MM'. */
const monthOfIndex = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month (`YYYY-MM`) an instant falls in, in Rome. */
export function monthInRome(instant: Date): string {
  return todayInRome(instant).slice(0, 7);
}

/**
 * The `count` months up to the one `now` falls in (in Rome), newest first, as 'YYYY-MM': the
 * months a monthly report can be asked for.
 */
export function recentMonths(now: Date, count: number): string[] {
  const [year, month] = monthInRome(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => monthOfIndex(year * 12 + (month - 1) - back));
}

/** The instants a period, a month (`YYYY-MM`) or a year (`YYYY`), starts and ends in Rome: [start, end). */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number | undefined];
  const first = year * 12 + (month ?? 1) - 1;
  const startOf = (index: number) => romeInstant(`${monthOfIndex(index)}-01`, '00:00');
  return { start: startOf(first), end: startOf(first + (month === undefined ? 12 : 1)) };
}

/** A month ('YYYY-MM') named in `locale` with `options`, its first day read as a UTC midnight. */
function formatMonth(month: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** 'nov 2026' / 'Nov 2026' (or 'nov 26' with a 2-digit year), for a month given as 'YYYY-MM'. */
export function formatShortMonth(
  month: string,
  locale: Locale,
  year: 'numeric' | '2-digit' = 'numeric',
): string {
  return formatMonth(month, locale, { month: 'short', year });
}

/** 'novembre 2026' / 'November 2026', for a month given as 'YYYY-MM'. */
export function formatMonthYear(month: string, locale: Locale): string {
  return formatMonth(month, locale, { month: 'long', year: 'numeric' });
}
