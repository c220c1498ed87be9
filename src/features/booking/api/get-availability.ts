import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  availabilityResponseSchema,
  type AvailabilityRequest,
  type AvailabilityResponse,
} from '@/domain/api/availability';
import type { TourId } from '@/domain/tours';
import { callFunction } from '@/lib/firebase/call-function';

export function getAvailability(tourId: TourId): Promise<AvailabilityResponse> {
  const request: AvailabilityRequest = { tourId };
  return callFunction('availability', request, availabilityResponseSchema);
}

export function availabilityQueryOptions(tourId: TourId) {
  return queryOptions({
    queryKey: ['availability', tourId] as const,
    queryFn: () => getAvailability(tourId),
    // Seats change slowly; a capacity failure at submit invalidates this key explicitly.
    staleTime: 60_000,
  });
}

/**
 * Remaining seats of a limited tour. `enabled` stays false until the visitor reaches for a date,
 * so a tour page does not load the Firebase SDK merely by being opened.
 */
export function useAvailability(tourId: TourId, enabled: boolean) {
  return useQuery({ ...availabilityQueryOptions(tourId), enabled });
}
