import type { AvailabilityResponse } from '@/domain/api/availability';
import { capacityOn, hasLimitedSeatsOn, type Schedule } from '@/domain/schedule';

/**
 * Free seats on one date whose seats are limited (by the tour's capacity or the day's own), as
 * the availability answer tells them; a date the answer does not list has the day's capacity.
 * Undefined when the day is unlimited or nothing is known yet.
 */
export function seatsOnDate(
  schedule: Schedule,
  availability: AvailabilityResponse | undefined,
  date: string | null,
): number | undefined {
  if (!availability || date === null || !hasLimitedSeatsOn(schedule, date)) return undefined;
  return availability.remainingByDate[date] ?? capacityOn(schedule, date);
}
