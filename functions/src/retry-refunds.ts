import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { scheduledJob } from './lib/scheduled-job';
import { retryDueRefunds } from './services/cancellation/settle-refund';

/** Retries cancellation refunds Stripe refused or that were cut off, with back-off. */
export const retryRefunds = scheduledJob('retryRefunds', { secrets: BOOKING_SECRETS }, async () => {
  await retryDueRefunds(bookingDeps());
});
