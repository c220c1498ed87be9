import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { scheduledJob } from './lib/scheduled-job';
import { releaseExpiredHolds } from './services/booking/release-expired';

/** The safety net for lost `checkout.session.expired` events. */
export const releaseExpiredBookingHolds = scheduledJob(
  'releaseExpiredBookingHolds',
  { secrets: BOOKING_SECRETS },
  async () => {
    await releaseExpiredHolds(bookingDeps());
  },
);
