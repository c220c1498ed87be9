import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { createCheckout } from './services/booking/checkout';

export const createCheckoutSession = siteCallable(
  { secrets: BOOKING_SECRETS, consumeAppCheckToken: true },
  (call) => createCheckout(bookingDeps(), checkoutSettings(), call),
);
