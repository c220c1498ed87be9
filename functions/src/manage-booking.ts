import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { callContext } from './lib/call-context';
import { handleManageBooking } from './services/cancellation/manage-booking';

/** The manage page: a booking by its signed link (or the owner's id) and the refund if cancelled now. */
export const manageBooking = onCall({ cors: false, secrets: BOOKING_SECRETS }, (request) =>
  handleManageBooking(bookingDeps(), callContext(request)),
);
