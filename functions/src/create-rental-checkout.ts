import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { createRentalCheckout as createCheckout } from './services/rental/rental-checkout';

export const createRentalCheckout = siteCallable(
  'createRentalCheckout',
  { secrets: BOOKING_SECRETS },
  (call) => createCheckout(bookingDeps(), checkoutSettings(), call),
);
