import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { getReceipt as readReceipt } from './services/receipts/get-receipt';

/** The receipt page: one receipt by its signed link, which the page turns into a PDF. */
export const getReceipt = siteCallable('getReceipt', { secrets: BOOKING_SECRETS }, (call) =>
  readReceipt(bookingDeps(), call),
);
