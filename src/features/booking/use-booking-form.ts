import { useReducer, type Dispatch } from 'react';
import {
  bookingFormReducer,
  initialBookingFormState,
  type BookingFormAction,
  type BookingFormState,
} from './booking-form-state';

/**
 * The card's whole form state in one reducer: what a draft saves and restores ('restored' action),
 * and what a failed submit leaves untouched so nothing the visitor typed is lost.
 */
export function useBookingForm(
  /** Called once, on the first render. */
  initialState: () => BookingFormState = () => initialBookingFormState,
): [BookingFormState, Dispatch<BookingFormAction>] {
  return useReducer(bookingFormReducer, undefined, initialState);
}
