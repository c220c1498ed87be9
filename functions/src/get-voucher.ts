import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { getVoucher as readVoucher } from './services/vouchers/get-voucher';

// Reads a voucher from its code alone: every call needs a fresh App Check token.
export const getVoucher = siteCallable('getVoucher', { secrets: BOOKING_SECRETS }, (call) =>
  readVoucher(bookingDeps(), call),
);
