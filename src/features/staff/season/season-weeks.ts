import { addDays, formatISO, parseISO } from 'date-fns';
import { isoWeekday } from '@/domain/calendar';

/**
 * The heat map's rows: weeks from Monday to Sunday covering `from`–`to`, each day of the range as
 * its YYYY-MM-DD and the days outside it (before today, after the eighth week) as null.
 */
export function seasonWeeks(from: string, to: string): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  let day = addDays(parseISO(from), 1 - isoWeekday(from));
  for (;;) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index += 1) {
      const date = formatISO(day, { representation: 'date' });
      week.push(date >= from && date <= to ? date : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
    if (formatISO(addDays(day, -1), { representation: 'date' }) >= to) return weeks;
  }
}
