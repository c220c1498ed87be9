import { formatAlternatives, formatDayMonthYear, formatWeekday } from '@/domain/format';
import { WEEKDAY_CODES, upcomingDates, type Schedule } from '@/domain/schedule';
import type { Locale } from '@/domain/locale';

/**
 * The days a tour runs, read from its live schedule: 'venerdì, sabato o domenica' for a regular
 * tour, the dates still to come for an event.
 */
export function describeTourDays(schedule: Schedule, now: Date, locale: Locale): string {
  if (schedule.weekdays.length > 0) {
    const days = WEEKDAY_CODES.filter((code) => schedule.weekdays.includes(code));
    return formatAlternatives(
      days.map((code) => formatWeekday(WEEKDAY_CODES.indexOf(code) + 1, locale)),
      locale,
    );
  }
  return formatAlternatives(
    upcomingDates(schedule, now).map((date) => formatDayMonthYear(date, locale)),
    locale,
  );
}
