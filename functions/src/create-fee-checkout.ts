import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { createFeeCheckout as createCheckout } from './services/membership-fee/fee-checkout';

export const createFeeCheckout = siteCallable(
  'createFeeCheckout',
  { secrets: BOOKING_SECRETS },
  (call) => createCheckout(bookingDeps(), checkoutSettings(), call),
);
