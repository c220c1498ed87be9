import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleReleaseCheckout } from './services/cancellation/release-checkout';

/** /booking-cancelled: expires the abandoned Checkout Session and frees its seats at once. */
export const releaseCheckout = siteCallable(
  'releaseCheckout',
  { secrets: BOOKING_SECRETS },
  (call) => handleReleaseCheckout(bookingDeps(), call),
);
