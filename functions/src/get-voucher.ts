import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { getVoucher as readVoucher } from './services/vouchers/get-voucher';

export const getVoucher = siteCallable({ secrets: BOOKING_SECRETS }, (call) =>
  readVoucher(bookingDeps(), call),
);
