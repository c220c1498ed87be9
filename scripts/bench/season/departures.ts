import { addDays, formatISO, parseISO } from 'date-fns';
import {
  capacityOn,
  hasLimitedSeatsOn,
  weekdayCode,
  type Schedule,
} from '../../../src/domain/schedule';
import { TOUR_IDS, type TourId } from '../../../src/domain/tours';

/** A season seen from its "today": half a year behind it, three months ahead. */
export const SEASON_DAYS_BEHIND = 182;
export const SEASON_DAYS_AHEAD = 90;

export interface Departure {
  tourId: TourId;
  date: string;
  /** Seats of a limited day; null when the tour takes everyone. */
  capacity: number | null;
}

export const shiftDay = (isoDate: string, days: number) =>
  formatISO(addDays(parseISO(isoDate), days), { representation: 'date' });

/**
 * Every day each tour ran or runs within the season around `today`, by its schedule (the same
 * schedules the local stack writes, so the roster and "Stagione" find the bookings on days they
 * offer), in date order.
 */
export function seasonDepartures(
  schedules: Readonly<Record<TourId, Schedule>>,
  today: string,
): Departure[] {
  const departures: Departure[] = [];
  for (let offset = -SEASON_DAYS_BEHIND; offset <= SEASON_DAYS_AHEAD; offset += 1) {
    const date = shiftDay(today, offset);
    for (const tourId of TOUR_IDS) {
      const schedule = schedules[tourId];
      if (!schedule.dates.includes(date) && !schedule.weekdays.includes(weekdayCode(date)))
        continue;
      if (schedule.closedDates.includes(date)) continue;
      departures.push({
        tourId,
        date,
        capacity: hasLimitedSeatsOn(schedule, date) ? capacityOn(schedule, date) : null,
      });
    }
  }
  return departures;
}
