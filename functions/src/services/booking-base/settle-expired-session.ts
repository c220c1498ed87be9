import Stripe from 'stripe';
import type { BookingDeps } from './deps';

/** What to do with a hold about to be released, once Stripe has been asked. */
export type ExpiredHoldOutcome = 'release' | 'fulfilled' | 'wait';

/**
 * Closes the Stripe side of a hold about to be released (past its time, or left with "Cancel"),
 * first: expiring an open session means nobody can pay for the seats, bikes or voucher about to
 * be let go. A session Stripe says is already complete was paid (or needed no payment) and is
 * fulfilled instead, by `fulfil`, the hold's own; one still settling a delayed payment is left to
 * its own success or failure event. A session Stripe does not know holds nothing: release.
 */
export async function settleExpiredSession(
  deps: BookingDeps,
  sessionId: string,
  fulfil: (deps: BookingDeps, session: Stripe.Checkout.Session) => Promise<unknown>,
): Promise<ExpiredHoldOutcome> {
  try {
    await deps.stripe.checkout.sessions.expire(sessionId);
    return 'release';
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
  // Not open any more (or unknown to Stripe): find out why.
  const session = await deps.stripe.checkout.sessions.retrieve(sessionId).catch((error) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw error;
  });
  if (session?.status !== 'complete') return 'release';
  if (session.payment_status === 'unpaid') return 'wait';
  await fulfil(deps, session);
  return 'fulfilled';
}
