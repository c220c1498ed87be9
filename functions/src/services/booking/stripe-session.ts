import type Stripe from 'stripe';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { HOLD_MINUTES } from '@functions/services/booking-base/deps';

/**
 * When a session created now expires. Stripe refuses an `expires_at` under 30 minutes after it
 * receives the request, so it is computed right before the call, with a minute of margin for
 * latency and clock skew; the seat hold is then set to end at the same instant.
 */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/**
 * Creates the Checkout Session of a pending booking: one line item named after the tour at the
 * catalogue's unit price, quantity = participants, cards only (what the association accepts, and
 * no delayed payment method that would settle after the hold), expiring at `expiresAt`. The
 * idempotency key is the booking id, so a retried request can never create a second session.
 */
export function createCheckoutSessionFor(
  stripe: Stripe,
  bookingId: string,
  booking: BookingDoc,
  siteUrl: string,
  expiresAt: Date,
): Promise<Stripe.Checkout.Session> {
  const site = siteUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(bookingId);
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // Cards only. API 2026-09-30 (the SDK's pinned version) removed `payment_method_types` from
      // session creation; `allowed_payment_method_types` is its replacement.
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: booking.participants,
          price_data: {
            currency: booking.currency,
            unit_amount: booking.unitAmountCents,
            product_data: { name: booking.tourName, description: booking.selectedDate },
          },
        },
      ],
      customer_email: booking.customerEmail,
      client_reference_id: bookingId,
      metadata: { bookingId, tourId: booking.tourId, selectedDate: booking.selectedDate },
      payment_intent_data: { metadata: { bookingId } },
      locale: booking.locale,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      success_url: `${site}/booking-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${id}`,
      cancel_url: `${site}/booking-cancelled?booking_id=${id}`,
    },
    { idempotencyKey: `checkout-session-${bookingId}` },
  );
}
