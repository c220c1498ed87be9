import Stripe from 'stripe';
import { failure } from '@functions/lib/callable-errors';
import type { BookingDeps } from './deps';

/**
 * The Checkout Session a page back from Stripe names (verifyPayment for a booking, a rental, a
 * voucher or a fee). An id Stripe does not know answers the caller's `notFound`, as a session of
 * somebody else's does, so a guessed id learns nothing; any other failure says the payment
 * service did not answer.
 */
export async function retrieveReturnSession(
  deps: BookingDeps,
  sessionId: string,
  notFound: () => Error,
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
