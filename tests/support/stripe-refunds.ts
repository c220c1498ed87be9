import type Stripe from 'stripe';
import type { Harness } from './booking-harness';

/**
 * Every refund the Stripe stand-in holds for a payment, as the real SDK lists them: what a test
 * judges the money given back by. One page of 100, more than any test makes, so none is missed.
 */
export async function refundsAtStripe(
  harness: Harness,
  paymentIntentId: string,
): Promise<Stripe.Refund[]> {
  return (await harness.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data;
}
