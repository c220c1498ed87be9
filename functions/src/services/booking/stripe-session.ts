import type Stripe from 'stripe';
import type { BookingDoc } from './booking-doc';

/**
 * Creates the Checkout Session of a pending booking: one line item named after the tour at the
 * catalogue's unit price, quantity = participants, expiring with the seat hold. The idempotency
 * key is the booking id, so a retried request can never create a second session for it.
 */
export function createCheckoutSessionFor(
  stripe: Stripe,
  bookingId: string,
  booking: BookingDoc,
  siteUrl: string,
): Promise<Stripe.Checkout.Session> {
  const site = siteUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(bookingId);
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
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
      expires_at: booking.expiresAt.seconds,
      success_url: `${site}/booking-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${id}`,
      cancel_url: `${site}/booking-cancelled?booking_id=${id}`,
    },
    { idempotencyKey: `checkout-session-${bookingId}` },
  );
}
