import type { Firestore } from 'firebase-admin/firestore';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { todayInRome } from '@/domain/calendar';
import { remainingSeats } from '@/domain/capacity';
import { bookableDates, capacityOn, DEFAULT_SCHEDULES, hasLimitedSeatsOn } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { loadSchedule } from './schedules';
import { seatsHeldFrom } from './seats/seat-counter';

/**
 * The live schedule of a tour for the date picker: the bookable dates, the closed days and, for a
 * limited tour, the free seats of each date. A missing or malformed schedule answers "not bookable
 * online" (the page then offers contact), never an error.
 */
export async function getAvailability(
  firestore: Firestore,
  tourId: TourId,
  now: Date,
): Promise<AvailabilityResponse> {
  const live = await loadSchedule(firestore, tourId);
  const schedule = live ?? { ...DEFAULT_SCHEDULES[tourId], bookable: false };
  const today = todayInRome(now);
  const dates = bookableDates(schedule, now);
  // A day's own seats limit it even on an otherwise unlimited tour: the checkout counts them.
  const limited = dates.filter((date) => hasLimitedSeatsOn(schedule, date));
  const remainingByDate: Record<string, number> = {};
  if (limited.length > 0) {
    const held = await seatsHeldFrom(firestore, tourId, today);
    for (const date of limited) {
      remainingByDate[date] = remainingSeats(capacityOn(schedule, date), held.get(date) ?? 0);
    }
  }
  return { tourId, schedule, dates, remainingByDate, asOf: now.toISOString() };
}
