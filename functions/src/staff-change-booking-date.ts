import { adminAuth } from './lib/admin-auth';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffChangeBookingDate } from './services/date-change/change-booking-date';

/** Managers only: moves one paid booking to another date of its tour. */
export const staffChangeBookingDate = siteCallable(
  'staffChangeBookingDate',
  { secrets: BOOKING_SECRETS },
  (_call, request) =>
    handleStaffChangeBookingDate({ ...bookingDeps(), auth: adminAuth() }, request),
);
