import { invalidRequest, missingParam, resourceMissing } from './api-error.js';
import { recordRefund, recordRefundFailure } from './balance.js';
import type { FormObject } from './form-body.js';
import { formatAmount } from './format-amount.js';
import {
  newId,
  type ChargeObject,
  type CheckoutSessionObject,
  type PaymentIntentObject,
  type RefundObject,
} from './objects.js';
import { optionalInteger, optionalString, readMetadata } from './params.js';
import type { Store } from './store.js';

/**
 * The payment side of a paid session: the PaymentIntent Stripe creates when the customer pays,
 * and refunds against it (the product refunds a paid booking it cannot seat).
 */
export function createPaymentIntent(
  session: CheckoutSessionObject,
  metadata: Record<string, string>,
  nowSeconds: number,
): PaymentIntentObject {
  const amount = session.amount_total ?? 0;
  return {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: amount,
    capture_method: 'automatic_async',
    created: nowSeconds,
    currency: session.currency ?? 'eur',
    description: null,
    latest_charge: newId('ch'),
    livemode: false,
    metadata,
    payment_method_types: session.payment_method_types,
    receipt_email: session.customer_email,
    status: 'succeeded',
  };
}

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

function findPaymentIntent(store: Store, params: FormObject): PaymentIntentObject {
  const paymentIntentId = optionalString(params['payment_intent'], 'payment_intent');
  const chargeId = optionalString(params['charge'], 'charge');
  if (paymentIntentId !== undefined) {
    const found = store.paymentIntents.get(paymentIntentId);
    if (!found) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
    return found;
  }
  if (chargeId !== undefined) {
    for (const candidate of store.paymentIntents.values()) {
      if (candidate.latest_charge === chargeId) return candidate;
    }
    throw resourceMissing('charge', chargeId, 'charge');
  }
  throw missingParam('payment_intent');
}

export function createRefund(store: Store, params: FormObject, nowSeconds: number): RefundObject {
  const paymentIntent = findPaymentIntent(store, params);
  if (store.failRefundsCount > 0) {
    store.failRefundsCount -= 1;
    throw invalidRequest(
      'The refund could not be processed (declined by the Stripe stand-in, see /__stand-in/refunds/fail-next).',
      undefined,
      'refund_declined_simulated',
    );
  }
  const charge = typeof paymentIntent.latest_charge === 'string' ? paymentIntent.latest_charge : '';
  const refunded = store.refundedAmounts.get(paymentIntent.id) ?? 0;
  const remaining = paymentIntent.amount_received - refunded;
  if (remaining <= 0) {
    throw invalidRequest(
      `Charge ${charge} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  }
  const amount = optionalInteger(params['amount'], 'amount', 1) ?? remaining;
  if (amount > remaining) {
    const currency = paymentIntent.currency;
    throw invalidRequest(
      `Refund amount (${formatAmount(amount, currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, currency)})`,
      'amount',
      'amount_too_large',
    );
  }
  const reason = optionalString(params['reason'], 'reason');
  if (reason !== undefined && !REFUND_REASONS.includes(reason)) {
    throw invalidRequest(
      'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
      'reason',
    );
  }
  const refund: RefundObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge,
    created: nowSeconds,
    currency: paymentIntent.currency,
    metadata: readMetadata(params['metadata'], 'metadata'),
    payment_intent: paymentIntent.id,
    reason: reason ?? null,
    status: 'succeeded',
  };
  store.refunds.set(refund.id, refund);
  store.refundedAmounts.set(paymentIntent.id, refunded + amount);
  recordRefund(store, refund);
  return refund;
}

/** The charge of a paid PaymentIntent as Stripe reports it, with what has been refunded so far. */
export function chargeOf(store: Store, paymentIntent: PaymentIntentObject): ChargeObject {
  const refunded = store.refundedAmounts.get(paymentIntent.id) ?? 0;
  return {
    id: typeof paymentIntent.latest_charge === 'string' ? paymentIntent.latest_charge : '',
    object: 'charge',
    amount: paymentIntent.amount_received,
    amount_captured: paymentIntent.amount_received,
    amount_refunded: refunded,
    captured: true,
    created: paymentIntent.created,
    currency: paymentIntent.currency,
    livemode: false,
    metadata: paymentIntent.metadata,
    paid: true,
    payment_intent: paymentIntent.id,
    refunded: refunded >= paymentIntent.amount_received,
    status: 'succeeded',
  };
}

/** Refunds of one PaymentIntent (`GET /v1/refunds?payment_intent=…`), newest first. */
export function listRefunds(store: Store, paymentIntentId: string | undefined): RefundObject[] {
  return [...store.refunds.values()]
    .filter((refund) => !paymentIntentId || refund.payment_intent === paymentIntentId)
    .sort((a, b) => b.created - a.created);
}

/**
 * A refund that fails after Stripe accepted it (the card was closed): its amount is no longer
 * counted as refunded, and `refund.updated` tells the product.
 */
export function failRefund(store: Store, refundId: string, nowSeconds: number): RefundObject {
  const refund = store.refunds.get(refundId);
  if (!refund) throw resourceMissing('refund', refundId, 'id');
  if (refund.status === 'failed') return refund;
  refund.status = 'failed';
  refund.failure_reason = 'expired_or_canceled_card';
  const paymentIntentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : '';
  const refunded = store.refundedAmounts.get(paymentIntentId) ?? 0;
  store.refundedAmounts.set(paymentIntentId, Math.max(0, refunded - refund.amount));
  recordRefundFailure(store, refund, nowSeconds);
  return refund;
}
