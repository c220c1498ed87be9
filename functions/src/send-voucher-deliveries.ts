import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { SCHEDULES } from './lib/schedules';
import { sendDueVoucherDeliveries } from './services/vouchers/delivery';

/** Delivers each voucher whose chosen day and hour has come, once. */
export const sendVoucherDeliveries = onSchedule(
  { ...SCHEDULES.sendVoucherDeliveries, secrets: BOOKING_SECRETS },
  async () => {
    await sendDueVoucherDeliveries(bookingDeps());
  },
);
