import type { AvailabilityResponse } from '@/domain/api/availability';
import { capacityOn, hasLimitedSeats, type Schedule } from '@/domain/schedule';

/**
 * Free seats on one date of a limited tour, as the availability answer tells them; a date the
 * answer does not list has the schedule's capacity. Undefined when the tour is unlimited or
 * nothing is known yet.
 */
export function seatsOnDate(
  schedule: Schedule,
  availability: AvailabilityResponse | undefined,
  date: string | null,
): number | undefined {
  if (!hasLimitedSeats(schedule) || !availability || date === null) return undefined;
  return availability.remainingByDate[date] ?? capacityOn(schedule, date);
}
