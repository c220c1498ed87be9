import Stripe from 'stripe';
import type { BookingDeps } from './deps';

/** What the expiry job does with a hold past its time, once Stripe has been asked. */
export type ExpiredHoldOutcome = 'release' | 'fulfilled' | 'wait';

/**
 * Closes the Stripe side of a hold past its time, first: expiring an open session means nobody
 * can pay for seats or bikes about to be released. A session Stripe says is already complete was
 * paid and is fulfilled instead (by `fulfil`, the booking's or the rental's own), and one still
 * settling a delayed payment is left to its own success or failure event.
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
  if (session?.status === 'complete' && session.payment_status === 'paid') {
    await fulfil(deps, session);
    return 'fulfilled';
  }
  if (session?.status === 'complete') return 'wait';
  return 'release';
}
