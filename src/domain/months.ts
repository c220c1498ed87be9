/**
 * Months as monthly reports name them ('YYYY-MM'), apart from the calendar and the formatters that
 * every public page loads: only the staff's reports need them.
 */
import { todayInRome } from './calendar';
import { INTL_LOCALE, type Locale } from './locale';
/**
 * The `count` months up to the one `now` falls in (in Rome), newest first, as 'YYYY-MM': the
 * months a monthly report can be asked for.
 */
export function recentMonths(now: Date, count: number): string[] {
  const [year, month] = todayInRome(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** 'nov 2026' / 'Nov 2026' (or 'nov 26' with a 2-digit year), for a month given as 'YYYY-MM'. */
export function formatShortMonth(
  month: string,
  locale: Locale,
  year: 'numeric' | '2-digit' = 'numeric',
): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'short',
    year,
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** 'novembre 2026' / 'November 2026', for a month given as 'YYYY-MM'. */
export function formatMonthYear(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
