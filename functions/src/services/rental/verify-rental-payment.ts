import { logger } from 'firebase-functions';
import { retrieveReturnSession } from '@functions/services/booking-base/return-session';
import {
  verifyRentalPaymentRequestSchema,
  type VerifyRentalPaymentResponse,
} from '@/domain/api/rental';
import { maskEmail } from '@/domain/masking';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { holderWaiverLinks, holderWaivers } from '@functions/services/waiver-base/waiver-holder';
import { readRental, toRentalSummary, type RentalDoc } from './rental-docs';
import { rentalWaiverHolder } from './rental-waivers';
import { expireRentalOfSession } from './rental-expiry';
import { fulfilRentalSession } from './rental-fulfilment';
import { rentalIdOfSession } from './rental-session';
import { errorText } from '@functions/lib/error-text';
import { showsFullContact } from '@functions/services/booking-base/full-contact';

const notFound = () =>
  failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no rental matches this payment');

async function catchUpWithStripe(deps: BookingDeps, rentalId: string, sessionId: string) {
  const session = await retrieveReturnSession(deps, sessionId, notFound);
  if (rentalIdOfSession(session) !== rentalId) throw notFound();
  try {
    if (session.status === 'complete') await fulfilRentalSession(deps, session);
    if (session.status === 'expired')
      await expireRentalOfSession(deps, session, 'checkout_session_expired');
  } catch (error) {
    logger.error('verifyPayment could not finish a rental', {
      rentalId,
      error: errorText(error),
    });
  }
}

function shownTo(deps: BookingDeps, rentalId: string, rental: RentalDoc, uid: string | undefined) {
  const now = deps.now();
  const summary = toRentalSummary(rentalId, rental);
  const holder = rentalWaiverHolder(rentalId, rental);
  // The riders' signing links are shown on the same terms as the contact in full.
  if (showsFullContact(rental, uid, now))
    return { ...summary, waivers: holderWaiverLinks(holder, deps.links, now) };
  const waivers = holderWaivers(holder);
  return rental.status === 'pending'
    ? { ...summary, waivers }
    : { ...summary, customerEmail: maskEmail(summary.customerEmail), waivers };
}

/**
 * verifyPayment from a rental's success page (the call names `rentalId`): the rental's state for
 * this session, brought up to date from Stripe through the webhook's own paths. Both ids must
 * belong together, so nobody reads a rental by guessing one of them. The caller counts it
 * against verifyPayment's rate limits.
 */
export async function verifyRentalPayment(
  deps: BookingDeps,
  call: CallContext,
): Promise<VerifyRentalPaymentResponse> {
  const { sessionId, rentalId } = parseInput(verifyRentalPaymentRequestSchema, call.data);
  const before = await readRental(deps.db, rentalId);
  if (!before || (before.stripeSessionId && before.stripeSessionId !== sessionId)) throw notFound();
  if (before.status === 'pending') await catchUpWithStripe(deps, rentalId, sessionId);
  else if (!before.stripeSessionId) throw notFound();
  const rental = (await readRental(deps.db, rentalId)) ?? before;
  return {
    success: rental.status === 'paid',
    paymentStatus: rental.status,
    rental: shownTo(deps, rentalId, rental, call.uid),
  };
}
