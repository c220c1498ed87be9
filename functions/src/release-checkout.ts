import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { callContext } from './lib/call-context';
import { handleReleaseCheckout } from './services/cancellation/release-checkout';

/** /booking-cancelled: expires the abandoned Checkout Session and frees its seats at once. */
export const releaseCheckout = onCall({ cors: false, secrets: BOOKING_SECRETS }, (request) =>
  handleReleaseCheckout(bookingDeps(), callContext(request)),
);
