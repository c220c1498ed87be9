import { isIsoDate, isoWeekday } from './calendar';
import type { BookableTour } from './tours';

export type DateVerdict = 'allowed' | 'invalid' | 'past' | 'not-offered';

/**
 * Whether a tour can be booked on a calendar day. `today` is Rome's calendar day (see
 * `todayInRome`) so client and server agree at midnight. Today itself stays bookable.
 */
export function judgeTourDate(tour: BookableTour, date: string, today: string): DateVerdict {
  if (!isIsoDate(date)) return 'invalid';
  if (date < today) return 'past';
  const rule = tour.dateRule;
  if (rule.kind === 'fixedDates') return rule.dates.includes(date) ? 'allowed' : 'not-offered';
  return rule.isoWeekdays.includes(isoWeekday(date)) ? 'allowed' : 'not-offered';
}

export function isTourDateAllowed(tour: BookableTour, date: string, today: string): boolean {
  return judgeTourDate(tour, date, today) === 'allowed';
}
