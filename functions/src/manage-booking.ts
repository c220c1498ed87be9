import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleManageBooking } from './services/cancellation/manage-booking';

/** The manage page: a booking by its signed link (or the owner's id) and the refund if cancelled now. */
export const manageBooking = siteCallable('manageBooking', { secrets: BOOKING_SECRETS }, (call) =>
  handleManageBooking(bookingDeps(), call),
);
