import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { callContext } from './lib/call-context';
import { handleCancelBooking } from './services/cancellation/manage-booking';

/** A tourist cancels (signed link or own booking): refund by the policy, seats released. */
export const cancelBooking = onCall({ cors: false, secrets: BOOKING_SECRETS }, (request) =>
  handleCancelBooking(bookingDeps(), callContext(request)),
);
