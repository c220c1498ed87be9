import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { SCHEDULES } from './lib/schedules';
import { releaseExpiredHolds } from './services/booking/release-expired';
import { closeExpiredVoucherCheckouts } from './services/vouchers/expire-checkouts';

/** The safety net for lost `checkout.session.expired` events, of bookings and voucher purchases. */
export const releaseExpiredBookingHolds = onSchedule(
  { ...SCHEDULES.releaseExpiredBookingHolds, secrets: BOOKING_SECRETS },
  async () => {
    const deps = bookingDeps();
    await releaseExpiredHolds(deps);
    await closeExpiredVoucherCheckouts(deps);
  },
);
