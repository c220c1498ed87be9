import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { SCHEDULES } from './lib/schedules';
import { releaseExpiredHolds } from './services/booking/release-expired';

/** The safety net for lost `checkout.session.expired` events. */
export const releaseExpiredBookingHolds = onSchedule(
  { ...SCHEDULES.releaseExpiredBookingHolds, secrets: BOOKING_SECRETS },
  async () => {
    await releaseExpiredHolds(bookingDeps());
  },
);
