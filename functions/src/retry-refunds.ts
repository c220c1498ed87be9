import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { SCHEDULES } from './lib/schedules';
import { retryDueRefunds } from './services/cancellation/settle-refund';

/** Retries cancellation refunds Stripe refused or that were cut off, with back-off. */
export const retryRefunds = onSchedule(
  { ...SCHEDULES.retryRefunds, secrets: BOOKING_SECRETS },
  async () => {
    await retryDueRefunds(bookingDeps());
  },
);
