import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PayoutLineKind } from '@/domain/documents/payout';
import type { PayoutLine } from './payout-doc';
import { creditNotesOfRefund, paidForPayment, receiptsOfPayment } from './paid-for';

/** The payment behind a line's source (`expand[]=data.source`), with its Checkout metadata. */
interface Payment {
  paymentIntentId: string;
  metadata: Record<string, string>;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function kindOf(transaction: Stripe.BalanceTransaction): PayoutLineKind {
  const source = transaction.source;
  const object = typeof source === 'object' && source !== null ? source.object : null;
  if (transaction.type === 'charge' || transaction.type === 'payment') return 'charge';
  if (transaction.type === 'refund' || transaction.type === 'payment_refund') return 'refund';
  if (transaction.type === 'refund_failure') return 'refund_failure';
  if (transaction.type === 'adjustment' && object === 'dispute') return 'dispute';
  if (transaction.type === 'stripe_fee') return 'stripe_fee';
  return 'other';
}

function paymentOf(transaction: Stripe.BalanceTransaction): Payment | null {
  const source = transaction.source;
  if (typeof source !== 'object' || source === null) return null;
  if (source.object === 'charge') {
    const paymentIntentId = idOf(source.payment_intent);
    return paymentIntentId ? { paymentIntentId, metadata: source.metadata } : null;
  }
  if (source.object === 'refund' || source.object === 'dispute') {
    const paymentIntentId = idOf(source.payment_intent);
    return paymentIntentId ? { paymentIntentId, metadata: source.metadata ?? {} } : null;
  }
  return null;
}

/**
 * One balance transaction as a line of its payout: tied through its payment intent to the
 * booking, voucher or rental paid for, and to the receipts and credit notes issued for it. A
 * line is matched when it is Stripe's own fee, or when what it was paid for is found.
 */
export async function payoutLine(
  db: Firestore,
  transaction: Stripe.BalanceTransaction,
): Promise<PayoutLine> {
  const kind = kindOf(transaction);
  const sourceId = idOf(transaction.source);
  const payment = kind === 'other' || kind === 'stripe_fee' ? null : paymentOf(transaction);
  const [paidFor, receipts, creditNotes] = payment
    ? await Promise.all([
        paidForPayment(db, payment.paymentIntentId, payment.metadata),
        receiptsOfPayment(db, payment.paymentIntentId),
        kind === 'refund' && sourceId ? creditNotesOfRefund(db, sourceId) : Promise.resolve([]),
      ])
    : [null, [], []];
  return {
    balanceTransactionId: transaction.id,
    kind,
    stripeType: transaction.type,
    at: Timestamp.fromMillis(transaction.created * 1000),
    grossCents: transaction.amount,
    feeCents: transaction.fee,
    netCents: transaction.net,
    sourceId,
    paymentIntentId: payment?.paymentIntentId ?? null,
    paidFor,
    receipts,
    creditNotes,
    matched: kind === 'stripe_fee' || paidFor !== null,
  };
}
