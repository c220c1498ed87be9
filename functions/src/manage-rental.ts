import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { manageRental as handle } from './services/rental/cancel-rental';

export const manageRental = siteCallable('manageRental', { secrets: BOOKING_SECRETS }, (call) =>
  handle(bookingDeps(), call),
);
