import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { changeRentalDates as change } from './services/rental/move-rental';

export const changeRentalDates = siteCallable(
  'changeRentalDates',
  { secrets: BOOKING_SECRETS },
  (call) => change(bookingDeps(), call),
);
