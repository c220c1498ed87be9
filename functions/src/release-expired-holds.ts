import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { scheduledJob } from './lib/scheduled-job';
import { releaseExpiredHolds } from './services/booking/release-expired';
import { releaseExpiredRentalHolds } from './services/rental/rental-expiry';
import { closeExpiredVoucherCheckouts } from './services/vouchers/expire-checkouts';

/**
 * The safety net for lost `checkout.session.expired` events, of bookings, voucher purchases and
 * rentals (whose holds lapse by this same path).
 */
export const releaseExpiredBookingHolds = scheduledJob(
  'releaseExpiredBookingHolds',
  { secrets: BOOKING_SECRETS },
  async () => {
    const deps = bookingDeps();
    await releaseExpiredHolds(deps);
    await closeExpiredVoucherCheckouts(deps);
    await releaseExpiredRentalHolds(deps);
  },
);
