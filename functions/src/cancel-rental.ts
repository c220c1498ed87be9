import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { cancelRental as handle } from './services/rental/cancel-rental';

export const cancelRental = siteCallable('cancelRental', { secrets: BOOKING_SECRETS }, (call) =>
  handle(bookingDeps(), call),
);
