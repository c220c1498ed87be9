import type { Firestore } from 'firebase-admin/firestore';
import type { SeasonDeparture, SeasonTour } from '@/domain/api/staff-season';
import { capacityOn, DEFAULT_SCHEDULES, hasLimitedSeatsOn, weekdayCode } from '@/domain/schedule';
import { TOUR_IDS, TOURS, type TourId } from '@/domain/tours';
import { loadSchedule } from '@functions/services/schedules';
import { seatsHeldFrom } from '@functions/services/seats/seat-counter';
import { addDays } from '@/domain/calendar';

/**
 * Each tour's departures from `from` to `to` with the seats its counter holds. A day counts when
 * the live schedule runs on it (a listed date or a weekday), closed or not, or when seats are held
 * on it whatever the schedule says now: staff must see booked people the schedule no longer
 * names. A paused or unreadable schedule shows only its booked days.
 */
export async function seasonDepartures(
  db: Firestore,
  from: string,
  to: string,
): Promise<SeasonTour[]> {
  const tours = await Promise.all(TOUR_IDS.map((tourId) => tourDepartures(db, tourId, from, to)));
  return tours.filter((tour) => tour.departures.length > 0);
}

async function tourDepartures(
  db: Firestore,
  tourId: TourId,
  from: string,
  to: string,
): Promise<SeasonTour> {
  const [live, held] = await Promise.all([
    loadSchedule(db, tourId),
    // One indexed range read of the tour's counters (tourId, date); later days are dropped below.
    seatsHeldFrom(db, tourId, from),
  ]);
  const schedule = live ?? DEFAULT_SCHEDULES[tourId];
  const running = live?.bookable === true;
  const departures: SeasonDeparture[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const seatsSold = held.get(date) ?? 0;
    const offered =
      running && (schedule.dates.includes(date) || schedule.weekdays.includes(weekdayCode(date)));
    if (!offered && seatsSold === 0) continue;
    departures.push({
      date,
      seatsSold,
      // A day's own seats limit it even on a tour otherwise without limit.
      capacity: hasLimitedSeatsOn(schedule, date) ? capacityOn(schedule, date) : null,
      closed: schedule.closedDates.includes(date),
    });
  }
  return { tourId, tourName: TOURS[tourId].displayName, paused: !running, departures };
}
