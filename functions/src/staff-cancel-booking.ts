import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffCancelBooking } from './services/booking-search/staff-cancel-booking';

/** Managers only: cancels one paid booking with the policy's refund or a chosen one. */
export const staffCancelBooking = siteCallable(
  'staffCancelBooking',
  { secrets: BOOKING_SECRETS },
  (_call, request) => handleStaffCancelBooking({ ...bookingDeps(), auth: adminAuth() }, request),
);
