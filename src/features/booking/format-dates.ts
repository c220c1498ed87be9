import type { BookableTour } from '@/domain/tours';

function intlLocale(locale: string): string {
  return locale === 'it' ? 'it-IT' : 'en-GB';
}

function utcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** A calendar day in words, e.g. 'sabato 28 novembre 2026' (day before month in both languages). */
export function formatLongDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(isoDate));
}

/** A calendar day as '12 ottobre 2025'. */
export function formatDayMonthYear(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(isoDate));
}

/** Monday 1 January 2024 anchors ISO weekday numbers to names. */
function weekdayName(isoWeekday: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

/** The days a tour runs, read from its catalogue rule: 'venerdì, sabato o domenica'. */
export function describeTourDays(tour: BookableTour, locale: string): string {
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'disjunction' });
  const rule = tour.dateRule;
  return rule.kind === 'weekdays'
    ? list.format(rule.isoWeekdays.map((day) => weekdayName(day, locale)))
    : list.format(rule.dates.map((date) => formatDayMonthYear(date, locale)));
}
