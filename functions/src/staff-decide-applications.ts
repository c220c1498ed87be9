import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffDecideApplications } from './services/admission/staff-decide-applications';

/** Managers only: admits or rejects membership applications (a rejection refunds their bookings). */
export const staffDecideApplications = siteCallable(
  'staffDecideApplications',
  { secrets: BOOKING_SECRETS, timeoutSeconds: 300 },
  (_call, request) =>
    handleStaffDecideApplications({ ...bookingDeps(), auth: adminAuth() }, request),
);
