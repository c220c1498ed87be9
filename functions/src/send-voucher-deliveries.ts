import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { scheduledJob } from './lib/scheduled-job';
import { sendDueVoucherDeliveries } from './services/vouchers/delivery';

/** Delivers each voucher whose chosen day and hour has come, once. */
export const sendVoucherDeliveries = scheduledJob(
  'sendVoucherDeliveries',
  { secrets: BOOKING_SECRETS },
  async () => {
    await sendDueVoucherDeliveries(bookingDeps());
  },
);
