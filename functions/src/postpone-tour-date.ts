import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handlePostponeTourDate } from './services/postponement/postpone-tour-date';

/** Managers only: postpones a tour's day for bad weather, moving its bookings (or previews it). */
export const postponeTourDate = siteCallable(
  'postponeTourDate',
  { secrets: BOOKING_SECRETS, timeoutSeconds: 300 },
  (_call, request) => handlePostponeTourDate({ ...bookingDeps(), auth: adminAuth() }, request),
);
