import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleChangeBookingDate } from './services/date-change/change-booking-date';

/** A tourist moves their paid booking to another date of its tour (signed link or own booking). */
export const changeBookingDate = siteCallable(
  'changeBookingDate',
  { secrets: BOOKING_SECRETS },
  (call) => handleChangeBookingDate(bookingDeps(), call),
);
