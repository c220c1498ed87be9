import type { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { StaffAttentionReason } from '@/domain/documents/booking';
import { formatEuros } from '@/domain/format';
import { feeLineName } from '@/domain/membership-fee/fee-line-name';
import type { BookingDoc } from './booking-doc';
import { HOLD_MINUTES } from './deps';
import { createCardCheckout } from './card-checkout';
import { flagForStaff } from './attention-flag';

/**
 * When a session created now expires. Stripe refuses an `expires_at` under 30 minutes after it
 * receives the request, so it is computed right before the call, with a minute of margin for
 * latency and clock skew; the seat hold is then set to end at the same instant.
 */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

const VOUCHER_WORDS = { it: 'buono regalo', en: 'gift voucher' } as const;

/**
 * The one line of a booking's Checkout: its participants at the catalogue's unit price, or, with
 * a gift voucher paying part of it, the part left for the card as one line that says so.
 */
function lineItemOf(booking: BookingDoc): Stripe.Checkout.SessionCreateParams.LineItem {
  const { voucher } = booking;
  const description = voucher
    ? `${booking.selectedDate} · ${booking.participants} × ${formatEuros(booking.unitAmountCents, booking.locale)} − ${VOUCHER_WORDS[booking.locale]} ${formatEuros(voucher.coveredCents, booking.locale)}`
    : booking.selectedDate;
  return {
    quantity: voucher ? 1 : booking.participants,
    price_data: {
      currency: booking.currency,
      unit_amount: voucher ? booking.amountTotalCents : booking.unitAmountCents,
      product_data: { name: booking.tourName, description },
    },
  };
}

/**
 * The membership fee's line, first, when the booking was made on an application whose fee is
 * still unpaid: its amount and year were set by the server when the booking was stored.
 */
function feeLineOf(booking: BookingDoc): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const fee = booking.membershipFee;
  if (!fee) return [];
  return [
    {
      quantity: 1,
      price_data: {
        currency: booking.currency,
        unit_amount: fee.amountCents,
        product_data: { name: feeLineName(fee.year, booking.locale) },
      },
    },
  ];
}

/** What the booking's Checkout charges: the tour's part and, beside it, the membership fee. */
export function checkoutTotalCents(
  booking: Pick<BookingDoc, 'amountTotalCents' | 'membershipFee'>,
): number {
  return booking.amountTotalCents + (booking.membershipFee?.amountCents ?? 0);
}

/**
 * Creates the Checkout Session of a pending booking: one line item named after the tour at the
 * catalogue's unit price, quantity = participants (after the membership fee's line when the
 * booking pays the fee of the application it was made on), cards only (what the association accepts, and
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
  const id = encodeURIComponent(bookingId);
  return createCardCheckout(stripe, {
    lineItems: [...feeLineOf(booking), lineItemOf(booking)],
    email: booking.customerEmail,
    reference: bookingId,
    metadata: { bookingId, tourId: booking.tourId, selectedDate: booking.selectedDate },
    intentMetadata: { bookingId },
    locale: booking.locale,
    expiresAt,
    siteUrl,
    successPath: `/booking-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${id}`,
    cancelPath: `/booking-cancelled?booking_id=${id}`,
    idempotencyKey: `checkout-session-${bookingId}`,
  });
}

/** The payment intent a completed Checkout Session made, expanded or not. */
export function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const { payment_intent: intent } = session;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * What a fulfilment records of the payment on the document it pays (a booking, a rental):
 * `fields` to write (the session, its payment intent, when, and a flag for staff when Stripe took
 * another total than the document asked for), with the payment intent and that flag's reasons for
 * the writes that add their own.
 */
export function sessionPayment(
  session: Stripe.Checkout.Session,
  expectedCents: number,
  at: Timestamp,
) {
  const paymentIntentId = paymentIntentIdOf(session);
  const attention: StaffAttentionReason[] =
    session.amount_total === expectedCents ? [] : ['paid_amount_mismatch'];
  const fields = {
    stripeSessionId: session.id,
    ...(paymentIntentId ? { paymentIntentId } : {}),
    updatedAt: at,
    ...flagForStaff(...attention),
  };
  return { fields, paymentIntentId, attention };
}
