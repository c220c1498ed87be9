/**
 * Stripe sends the visitor back to /booking-success?session_id=…&booking_id=…. The ids must leave
 * the address bar before any third-party script (the advertising pixel reports page addresses)
 * can read them, so the route moves them here at once and the page reads them from here; kept
 * for the tab's session, so a reload of the page still verifies the payment.
 */
export interface PaymentReturn {
  sessionId?: string | undefined;
  bookingId?: string | undefined;
}

const STORAGE_KEY = 'valpolicella:payment-return';

export function keepPaymentReturn(ids: PaymentReturn): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage switched off: the page then says the payment details are missing.
  }
}

const textOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function keptPaymentReturn(): PaymentReturn {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const stored = raw as Record<string, unknown>;
    return {
      sessionId: textOrUndefined(stored.sessionId),
      bookingId: textOrUndefined(stored.bookingId),
    };
  } catch {
    return {};
  }
}
