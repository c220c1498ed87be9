import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { verifyAnyPayment } from './services/booking/verify-payment';

export const verifyPayment = siteCallable('verifyPayment', { secrets: BOOKING_SECRETS }, (call) =>
  verifyAnyPayment(bookingDeps(), call),
);
