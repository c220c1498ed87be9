import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the visitor back to /booking-success?session_id=…&booking_id=…. The route moves
 * the ids out of the address bar at once (see params-kept-for-tab.ts) and the page reads them
 * from here; a reload of the page still verifies the payment.
 */
export interface PaymentReturn {
  sessionId?: string | undefined;
  bookingId?: string | undefined;
}

const STORAGE_KEY = 'valpolicella:payment-return';

export function keepPaymentReturn(ids: PaymentReturn): void {
  keepParamsForTab(STORAGE_KEY, { sessionId: ids.sessionId, bookingId: ids.bookingId });
}

export function keptPaymentReturn(): PaymentReturn {
  return paramsKeptForTab(STORAGE_KEY, ['sessionId', 'bookingId']);
}
