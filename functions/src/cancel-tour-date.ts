import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { handleCancelTourDate } from './services/cancellation/cancel-tour-date';

/** Staff only: calls a tour off on one day for bad weather (or previews what that refunds). */
export const cancelTourDate = onCall(
  { cors: false, secrets: BOOKING_SECRETS, timeoutSeconds: 300 },
  (request) => handleCancelTourDate(bookingDeps(), request),
);
