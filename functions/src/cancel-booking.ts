import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleCancelBooking } from './services/cancellation/manage-booking';

/** A tourist cancels (signed link or own booking): refund by the policy, seats released. */
export const cancelBooking = siteCallable('cancelBooking', { secrets: BOOKING_SECRETS }, (call) =>
  handleCancelBooking(bookingDeps(), call),
);
