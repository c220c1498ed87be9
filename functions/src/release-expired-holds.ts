import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { releaseExpiredHolds } from './services/booking/release-expired';

/** The safety net for lost `checkout.session.expired` events. */
export const releaseExpiredBookingHolds = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Europe/Rome', secrets: BOOKING_SECRETS },
  async () => {
    await releaseExpiredHolds(bookingDeps());
  },
);
