import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleCancelTourDate } from './services/cancellation/cancel-tour-date';

/** Managers only: calls a tour off on one day for bad weather (or previews what that refunds). */
export const cancelTourDate = siteCallable(
  'cancelTourDate',
  { secrets: BOOKING_SECRETS, timeoutSeconds: 300 },
  (_call, request) => handleCancelTourDate({ ...bookingDeps(), auth: adminAuth() }, request),
);
