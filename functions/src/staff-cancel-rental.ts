import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffCancelRental } from './services/rental/staff-cancel-rental';

/** Managers only: cancels a rental not yet picked up for bad weather, refunded in full. */
export const staffCancelRental = siteCallable(
  'staffCancelRental',
  { secrets: BOOKING_SECRETS },
  (_call, request) => handleStaffCancelRental({ ...bookingDeps(), auth: adminAuth() }, request),
);
