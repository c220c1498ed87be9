import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import type { FulfilOutcome } from '@functions/services/booking-base/fulfil-outcome';
import { paymentIntentIdOf } from '@functions/services/booking-base/stripe-session';
import { applicationRef } from '@functions/services/membership/applications';
import { issueReceipt } from '@functions/services/receipts/issue-receipt';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';
import { feeOfSession } from './fee-session';
import { sendFeePaidMailOnce } from './fee-mails';
import { refundRejectedFee } from './fee-refund';
import { feeReceiptInput, readMemberOf, writeFee } from './fee-record';
import { FEE_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

type Decision = 'paid' | 'already_paid' | 'refund' | 'duplicate' | 'ignored';

/**
 * Records a paid fee session in ONE transaction with its receipt (kind `fee`): the application's
 * `fee`, and the member's `feesPaid.<year>` when the member exists. A second fulfilment of the same
 * payment finds `fee` and stops; another payment for an application whose fee is already paid (a
 * second Checkout paid in another tab) is a duplicate, refunded in full.
 */
function recordFee(
  deps: BookingDeps,
  applicationId: string,
  year: number,
  session: Stripe.Checkout.Session,
): Promise<Decision> {
  const { db } = deps;
  const ref = applicationRef(db, applicationId);
  const paymentIntentId = paymentIntentIdOf(session);
  const amountCents = session.amount_total ?? 0;
  return runReceiptTransaction(db, async (tx) => {
    const now = deps.now();
    const application = (await tx.get(ref)).data();
    if (!application || amountCents <= 0) return 'ignored';
    if (application.fee) {
      return application.fee.paymentIntentId === paymentIntentId ? 'already_paid' : 'duplicate';
    }
    const member = await readMemberOf(tx, db, application);
    const paid = { applicationId, year, amountCents, paymentIntentId };
    const payer = application.feeCheckout?.uid;
    const receipt = await issueReceipt(tx, db, feeReceiptInput(application, paid, payer), now);
    writeFee(tx, db, member, paid, receipt, now);
    // Paid after the board said no: the money goes back like a rejection's.
    return application.status === 'rejected' ? 'refund' : 'paid';
  });
}

/** Refunds in full a second payment of a fee already paid; its key makes it one refund. */
async function refundDuplicate(deps: BookingDeps, applicationId: string, paymentIntentId: string) {
  await deps.stripe.refunds.create(
    {
      payment_intent: paymentIntentId,
      reason: 'duplicate',
      metadata: { kind: FEE_SESSION_KIND, applicationId, purpose: 'duplicate_fee' },
    },
    { idempotencyKey: `fee-duplicate-refund-${paymentIntentId}` },
  );
  logger.warn('second payment of a paid fee refunded', { applicationId });
}

/**
 * Turns a paid fee session into a paid fee, for the webhook and verifyPayment alike: safe to run
 * twice, concurrently and out of order (the transaction decides once, the receipt is numbered in
 * it, the refunds after it are idempotent).
 */
export async function fulfilFeeSession(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
): Promise<FulfilOutcome> {
  const fee = feeOfSession(session);
  if (!fee) return 'ignored';
  if (session.payment_status !== 'paid') return 'ignored';
  const decision = await recordFee(deps, fee.applicationId, fee.year, session);
  const paymentIntentId = paymentIntentIdOf(session);
  if (decision === 'duplicate' && paymentIntentId) {
    await refundDuplicate(deps, fee.applicationId, paymentIntentId);
    return 'refunded';
  }
  if (decision === 'refund') {
    await refundRejectedFee(deps, fee.applicationId);
    return 'refunded';
  }
  if (decision === 'ignored' || decision === 'duplicate') {
    logger.warn('paid fee session ignored', { ...fee, sessionId: session.id });
    return 'ignored';
  }
  if (decision === 'paid') logger.info('membership fee paid', fee);
  // A repeated fulfilment queues it too, should the first have stopped between the two commits.
  await sendFeePaidMailOnce(deps, fee.applicationId);
  return decision;
}
