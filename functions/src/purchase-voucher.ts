import { BOOKING_SECRETS, bookingDeps, checkoutSettings } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { purchaseVoucher as purchase } from './services/vouchers/purchase';

export const purchaseVoucher = siteCallable(
  'purchaseVoucher',
  { secrets: BOOKING_SECRETS },
  (call) => purchase(bookingDeps(), checkoutSettings(), call),
);
