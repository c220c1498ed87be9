import {
  cancelRentalResponseSchema,
  changeRentalDatesResponseSchema,
  manageRentalResponseSchema,
  type CancelRentalResponse,
  type ChangeRentalDatesRequest,
  type ChangeRentalDatesResponse,
  type ManageRentalResponse,
  type RentalHandle,
} from '@/domain/api/rental';
import { callFunction } from '@/lib/firebase/call-function';

/** The rental behind a manage link, the refund if it were cancelled now, and whether it may move. */
export function getManagedRental(handle: RentalHandle): Promise<ManageRentalResponse> {
  return callFunction('manageRental', handle, manageRentalResponseSchema);
}

/** Cancels it; the server recomputes the refund on its own clock. */
export function cancelManagedRental(handle: RentalHandle): Promise<CancelRentalResponse> {
  return callFunction('cancelRental', handle, cancelRentalResponseSchema);
}

/** Moves it to other days with the same formula; the server judges the stock and the 72 hours. */
export function changeManagedRentalDates(
  request: ChangeRentalDatesRequest,
): Promise<ChangeRentalDatesResponse> {
  return callFunction('changeRentalDates', request, changeRentalDatesResponseSchema);
}
