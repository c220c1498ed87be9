import { logger } from 'firebase-functions';
import Stripe from 'stripe';
import { verifyPaymentRequestSchema, type VerifyPaymentResponse } from '@/domain/api/booking';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { readBooking, toBookingSummary } from './booking-doc';
import type { BookingDeps } from './deps';
import { fulfilCheckoutSession } from './fulfilment';
import { expireBookingOfSession } from './session-expiry';

const notFound = () =>
  failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no booking matches this payment');

async function retrieveSession(
  deps: BookingDeps,
  sessionId: string,
): Promise<Stripe.Checkout.Session> {
  try {
    return await deps.stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw notFound();
    throw failure(
      'unavailable',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PAYMENT_PROVIDER_UNAVAILABLE: the payment service did not answer',
    );
  }
}

/**
 * Brings a still-pending booking up to date from Stripe, through the same code paths the webhook
 * uses. Only the confirmation e-mail may fail here without failing the page: the webhook retries it.
 */
async function catchUpWithStripe(deps: BookingDeps, bookingId: string, sessionId: string) {
  const session = await retrieveSession(deps, sessionId);
  if (session.metadata?.['bookingId'] !== bookingId) throw notFound();
  try {
    if (session.status === 'complete') await fulfilCheckoutSession(deps, session);
    if (session.status === 'expired') {
      await expireBookingOfSession(deps, session, 'checkout_session_expired');
    }
  } catch (error) {
    logger.error('verifyPayment could not finish fulfilment', {
      bookingId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * verifyPayment (success page): the booking's state for this session. Both ids must belong
 * together, so nobody can read a booking by guessing one of them.
 */
export async function verifyPayment(
  deps: BookingDeps,
  data: unknown,
): Promise<VerifyPaymentResponse> {
  const { sessionId, bookingId } = parseInput(verifyPaymentRequestSchema, data);
  const before = await readBooking(deps.db, bookingId);
  if (!before || (before.stripeSessionId && before.stripeSessionId !== sessionId)) throw notFound();
  if (before.status === 'pending') await catchUpWithStripe(deps, bookingId, sessionId);
  else if (!before.stripeSessionId) throw notFound();
  const booking = (await readBooking(deps.db, bookingId)) ?? before;
  return {
    success: booking.status === 'paid',
    paymentStatus: booking.status,
    booking: toBookingSummary(bookingId, booking),
  };
}
