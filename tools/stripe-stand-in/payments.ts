import { invalidRequest, missingParam, resourceMissing } from './api-error.js';
import type { FormObject } from './form-body.js';
import { formatAmount } from './format-amount.js';
import {
  newId,
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
  return refund;
}
