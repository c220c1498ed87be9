import type { AvailabilityResponse } from '@/domain/api/availability';
import { hasLimitedCapacity, type BookableTour } from '@/domain/tours';

/**
 * Free seats on one date of a limited tour, as the availability answer tells them; a date the answer
 * does not list has every seat free. Undefined when the tour is unlimited or nothing is known yet.
 */
export function seatsOnDate(
  tour: BookableTour,
  availability: AvailabilityResponse | undefined,
  date: string | null,
): number | undefined {
  if (!hasLimitedCapacity(tour) || !availability || date === null) return undefined;
  return availability.remainingByDate[date] ?? availability.seatsPerDate;
}
