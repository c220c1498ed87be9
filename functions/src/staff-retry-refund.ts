import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffRetryRefund } from './services/attention/retry-refund';

/** Managers only: asks Stripe again, now, for one booking's failed refund. */
export const staffRetryRefund = siteCallable(
  'staffRetryRefund',
  { secrets: BOOKING_SECRETS },
  (_call, request) => handleStaffRetryRefund({ ...bookingDeps(), auth: adminAuth() }, request),
);
