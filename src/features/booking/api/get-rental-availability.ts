import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  rentalAvailabilityResponseSchema,
  type RentalAvailabilityRequest,
  type RentalAvailabilityResponse,
} from '@/domain/api/rental';
import { callFunction } from '@/lib/firebase/call-function';

export function getRentalAvailability(
  request: RentalAvailabilityRequest,
): Promise<RentalAvailabilityResponse> {
  return callFunction('rentalAvailability', request, rentalAvailabilityResponseSchema);
}

/** Every query of the rental calendar (all models, months, selections), for refreshing them all. */
export const RENTAL_AVAILABILITY_KEY = ['rental-availability'] as const;

export function rentalAvailabilityQueryOptions(request: RentalAvailabilityRequest) {
  return queryOptions({
    queryKey: [...RENTAL_AVAILABILITY_KEY, request] as const,
    queryFn: () => getRentalAvailability(request),
    // Stock changes slowly; a refusal at checkout refreshes it explicitly.
    staleTime: 60_000,
  });
}

/**
 * The month's days, and the free bikes and add-ons of the chosen interval. The previous answer
 * stays on screen while the next month or interval loads, so the calendar does not flash empty.
 */
export function useRentalAvailability(request: RentalAvailabilityRequest) {
  return useQuery({
    ...rentalAvailabilityQueryOptions(request),
    placeholderData: keepPreviousData,
  });
}
