import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { issueCreditNote } from './issue-credit-note';
import { receiptsCollection, type ReceiptDoc } from './receipt-doc';
import { runReceiptTransaction } from './receipt-transaction';
import { FEE_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

type RefundFacts = Pick<Stripe.Refund, 'id' | 'amount' | 'status' | 'metadata'> & {
  payment_intent: string | { id: string } | null;
};

/** Of the receipts one payment has, the one the refund names (its booking, voucher or rental). */
function receiptRefunded(
  receipts: { id: string; data: ReceiptDoc }[],
  metadata: Stripe.Metadata | null,
): { id: string; data: ReceiptDoc } | undefined {
  const named = (receipt: ReceiptDoc) =>
    (['bookingId', 'voucherId', 'rentalId', 'memberId', 'applicationId'] as const).some(
      (key) => receipt[key] !== undefined && receipt[key] === metadata?.[key],
    );
  // A fee's refund credits that payment's fee receipt (named by its member or its application),
  // never the tour paid beside it; a second payment of a fee had none, so it gets no credit note.
  if (metadata?.['kind'] === FEE_SESSION_KIND)
    return receipts.find((receipt) => receipt.data.kind === 'fee');
  return (
    receipts.find((receipt) => named(receipt.data)) ??
    receipts.find((receipt) => receipt.data.kind !== 'fee') ??
    receipts[0]
  );
}

/**
 * Credits a refund that went through: every refund path ends here (a cancellation's refund, a
 * payment refunded because its seats were gone, a refund made in Stripe's dashboard, each seen by
 * its answer or its `refund.*` event), keyed by the refund's id, so whichever comes first issues
 * the one credit note and the others find it. A refund not (yet) succeeded credits nothing.
 */
export async function creditSucceededRefund(
  db: Firestore,
  refund: RefundFacts,
  now: Date,
): Promise<void> {
  if (refund.status !== 'succeeded' || refund.amount <= 0) return;
  const paymentIntentId =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!paymentIntentId) return;
  const receipts = await receiptsCollection(db)
    .where('paymentIntentId', '==', paymentIntentId)
    .get();
  const receipt = receiptRefunded(
    receipts.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    refund.metadata,
  );
  if (!receipt) {
    logger.warn('refund of a payment without a receipt: no credit note', { refundId: refund.id });
    return;
  }
  const issued = await runReceiptTransaction(db, (tx) =>
    issueCreditNote(
      tx,
      db,
      { receiptId: receipt.id, refundId: refund.id, amountCents: refund.amount },
      now,
    ),
  );
  if (issued?.created) {
    logger.info('credit note issued', { creditNote: issued.number, receiptId: receipt.id });
  }
}
