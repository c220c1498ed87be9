import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { verifyPayment as verifyBookingPayment } from './services/booking/verify-payment';

export const verifyPayment = onCall({ cors: false, secrets: BOOKING_SECRETS }, (request) =>
  verifyBookingPayment(bookingDeps(), request.data),
);
