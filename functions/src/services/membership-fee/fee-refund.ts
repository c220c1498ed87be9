import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { applicationRef } from '@functions/services/membership/applications';
import { sendFeeRefundMailOnce } from './fee-mails';
import { creditSucceededRefund } from '@functions/services/receipts/credit-refund';
import { errorText } from '@functions/lib/error-text';
import { FEE_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/**
 * Makes the refund of a rejected application's fee due, once: the transaction that first sees
 * the rejection and the paid fee writes `feeRefund`; any later call finds it. Answers what to
 * refund, or undefined when there is nothing (no fee, not rejected, or refunded already).
 */
function markRefundDue(deps: BookingDeps, applicationId: string) {
  const ref = applicationRef(deps.db, applicationId);
  return deps.db.runTransaction(async (tx) => {
    const application = (await tx.get(ref)).data();
    const fee = application?.fee;
    if (application?.status !== 'rejected' || !fee?.paymentIntentId) return undefined;
    if (application.feeRefund?.refundId) return undefined;
    if (!application.feeRefund) {
      tx.update(ref, {
        feeRefund: { amountCents: fee.amountCents, dueAt: Timestamp.fromDate(deps.now()) },
      });
    }
    return { paymentIntentId: fee.paymentIntentId, year: fee.year, amountCents: fee.amountCents };
  });
}

/**
 * Refunds in full the fee of a rejected application, with its credit note. Run by the rejection
 * and by a fee paid after it; a repeated or concurrent run is the same refund (Stripe's
 * idempotency key names the application and year) and the same credit note (keyed by the
 * refund's id, whoever issues it: this call or the `refund.*` event). Stripe failing throws, so
 * the rejection reports it (the Stripe client records the failure for "Da controllare") and
 * rejecting again finishes it.
 */
export async function refundRejectedFee(deps: BookingDeps, applicationId: string): Promise<void> {
  const due = await markRefundDue(deps, applicationId);
  // Refunded already: its mail too, unless the run that refunded stopped before queueing it.
  if (!due) return sendFeeRefundMailOnce(deps, applicationId);
  const ref = applicationRef(deps.db, applicationId);
  try {
    const refund = await deps.stripe.refunds.create(
      {
        payment_intent: due.paymentIntentId,
        amount: due.amountCents,
        reason: 'requested_by_customer',
        metadata: { kind: FEE_SESSION_KIND, applicationId, purpose: 'application_rejected' },
      },
      { idempotencyKey: `fee-refund-${applicationId}-${due.year}` },
    );
    await ref.update({
      'feeRefund.refundId': refund.id,
      'feeRefund.refundedAt': Timestamp.fromDate(deps.now()),
    });
    await creditSucceededRefund(deps.db, refund, deps.now());
    await sendFeeRefundMailOnce(deps, applicationId);
    logger.info('fee of a rejected application refunded', { applicationId, year: due.year });
  } catch (error) {
    const message = errorText(error);
    await ref.update({ 'feeRefund.lastError': message.slice(0, 200) });
    throw error;
  }
}
