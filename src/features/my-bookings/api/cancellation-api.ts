import {
  cancelBookingResponseSchema,
  manageBookingResponseSchema,
  type BookingHandle,
  type CancelBookingResponse,
  type ManageBookingResponse,
} from '@/domain/api/cancellation';
import { callFunction } from '@/lib/firebase/call-function';

/** The booking behind a manage link (or one's own) and the refund if it were cancelled now. */
export function getManagedBooking(handle: BookingHandle): Promise<ManageBookingResponse> {
  return callFunction('manageBooking', handle, manageBookingResponseSchema);
}

/** Cancels it; the server recomputes the refund on its own clock. */
export function cancelManagedBooking(handle: BookingHandle): Promise<CancelBookingResponse> {
  return callFunction('cancelBooking', handle, cancelBookingResponseSchema);
}
