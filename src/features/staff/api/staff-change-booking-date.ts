import { availabilityResponseSchema, type AvailabilityResponse } from '@/domain/api/availability';
import {
  changeBookingDateResponseSchema,
  type ChangeBookingDateResponse,
  type StaffChangeBookingDateRequest,
} from '@/domain/api/date-change';
import type { TourId } from '@/domain/tours';
import { callFunction } from '@/lib/firebase/call-function';

/** Managers only (the server checks the claim): moves one paid booking to another date. */
export function staffChangeBookingDate(
  request: StaffChangeBookingDateRequest,
): Promise<ChangeBookingDateResponse> {
  return callFunction('staffChangeBookingDate', request, changeBookingDateResponseSchema);
}

/** The tour's bookable dates and free seats, as the booking card reads them. */
export function tourAvailability(tourId: TourId): Promise<AvailabilityResponse> {
  return callFunction('availability', { tourId }, availabilityResponseSchema);
}
