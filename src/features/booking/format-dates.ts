import { formatAlternatives, formatDayMonthYear, formatWeekday } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { BookableTour } from '@/domain/tours';

/** The days a tour runs, read from its catalogue rule: 'venerdì, sabato o domenica'. */
export function describeTourDays(tour: BookableTour, locale: Locale): string {
  const rule = tour.dateRule;
  return rule.kind === 'weekdays'
    ? formatAlternatives(
        rule.isoWeekdays.map((day) => formatWeekday(day, locale)),
        locale,
      )
    : formatAlternatives(
        rule.dates.map((date) => formatDayMonthYear(date, locale)),
        locale,
      );
}
