import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { verifyPayment as verifyBookingPayment } from './services/booking/verify-payment';

export const verifyPayment = siteCallable('verifyPayment', { secrets: BOOKING_SECRETS }, (call) =>
  verifyBookingPayment(bookingDeps(), call),
);
