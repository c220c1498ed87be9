import { queryOptions } from '@tanstack/react-query';
import { availabilityResponseSchema } from '@/domain/api/availability';
import type { BookingHandle } from '@/domain/api/cancellation';
import {
  changeBookingDateResponseSchema,
  type ChangeBookingDateResponse,
} from '@/domain/api/date-change';
import type { TourId } from '@/domain/tours';
import { callFunction } from '@/lib/firebase/call-function';

/** Moves the booking (by its manage link's token, or one's own id) to `newDate`. */
export function changeBookingDate(
  booking: BookingHandle,
  newDate: string,
): Promise<ChangeBookingDateResponse> {
  return callFunction('changeBookingDate', { booking, newDate }, changeBookingDateResponseSchema);
}

/**
 * The tour's bookable dates and free seats, under the booking card's own key: a move and a
 * checkout both take seats, so either refreshes the other's view.
 */
export function tourAvailabilityQuery(tourId: TourId) {
  return queryOptions({
    queryKey: ['availability', tourId] as const,
    queryFn: () => callFunction('availability', { tourId }, availabilityResponseSchema),
    staleTime: 0,
  });
}
