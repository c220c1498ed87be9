import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { scheduledJob } from './lib/scheduled-job';
import { retryDueRefunds } from './services/refunds/settle-refund';
import { cancellationRefundSources } from './services/rental/rental-refund';

/** Retries bookings' and rentals' cancellation refunds Stripe refused or that were cut off. */
export const retryRefunds = scheduledJob('retryRefunds', { secrets: BOOKING_SECRETS }, async () => {
  const deps = bookingDeps();
  await retryDueRefunds(deps, cancellationRefundSources(deps.db));
});
