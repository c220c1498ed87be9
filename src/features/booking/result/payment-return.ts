import { paramsForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the visitor back to /booking-success?session_id=…&booking_id=…. The route moves
 * the ids out of the address bar at once (see params-kept-for-tab.ts) and the page reads them
 * from here; a reload of the page still verifies the payment.
 */
export interface PaymentReturn {
  sessionId?: string | undefined;
  bookingId?: string | undefined;
}

const paymentReturn = paramsForTab('valpolicella:payment-return', ['sessionId', 'bookingId']);

export const keepPaymentReturn: (ids: PaymentReturn) => void = paymentReturn.keep;
export const keptPaymentReturn: () => PaymentReturn = paymentReturn.kept;
