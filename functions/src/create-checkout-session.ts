import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { callContext } from './lib/call-context';
import { createCheckout } from './services/booking/checkout';

export const createCheckoutSession = onCall({ cors: false, secrets: BOOKING_SECRETS }, (request) =>
  createCheckout(bookingDeps(), checkoutSettings(), callContext(request)),
);
