import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { createCheckout } from './services/booking/checkout';

export const createCheckoutSession = siteCallable(
  'createCheckoutSession',
  { secrets: BOOKING_SECRETS },
  (call) => createCheckout(bookingDeps(), checkoutSettings(), call),
);
