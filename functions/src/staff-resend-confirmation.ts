import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffResendConfirmation } from './services/booking-search/resend-confirmation';

/** Managers only: sends a paid booking's confirmation (with its ticket) again. */
export const staffResendConfirmation = siteCallable(
  'staffResendConfirmation',
  { secrets: BOOKING_SECRETS },
  (_call, request) =>
    handleStaffResendConfirmation({ ...bookingDeps(), auth: adminAuth() }, request),
);
