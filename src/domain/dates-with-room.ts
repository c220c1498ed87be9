import type { AvailabilityResponse } from './api/availability';
import { capacityOn, hasLimitedSeatsOn } from './schedule';

/**
 * The dates a booking of `participants` may move to, from the tour's availability answer: bookable
 * now, with room for the whole party, and not the date it is on. The server judges it again.
 */
export function datesWithRoom(
  availability: Pick<AvailabilityResponse, 'schedule' | 'dates' | 'remainingByDate'>,
  participants: number,
  current: string,
): string[] {
  const { schedule } = availability;
  return availability.dates.filter(
    (date) =>
      date !== current &&
      (!hasLimitedSeatsOn(schedule, date) ||
        (availability.remainingByDate[date] ?? capacityOn(schedule, date)) >= participants),
  );
}
