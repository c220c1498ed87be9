import type Stripe from 'stripe';
import { invalidRequest } from './api-error.js';
import { newId, type ChargeObject, type DisputeObject, type RefundObject } from './objects.js';
import type { Store } from './store.js';

/**
 * The account's balance as Stripe keeps it: every charge, refund, dispute and Stripe fee becomes a
 * balance transaction, and a payout sweeps the ones not yet paid out into the bank, each then
 * listed under `GET /v1/balance_transactions?payout=…` beside the payout's own transaction.
 */
export type BalanceTransactionObject = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'available_on'
  | 'created'
  | 'currency'
  | 'description'
  | 'exchange_rate'
  | 'fee'
  | 'fee_details'
  | 'net'
  | 'reporting_category'
  | 'status'
  | 'type'
> & { source: string | null };

export type PayoutObject = Pick<
  Stripe.Payout,
  | 'id'
  | 'object'
  | 'amount'
  | 'arrival_date'
  | 'automatic'
  | 'balance_transaction'
  | 'created'
  | 'currency'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'method'
  | 'statement_descriptor'
  | 'status'
  | 'type'
>;

/** A transaction and the payout that swept it (null while it is still in the balance). */
export interface BalanceEntry {
  transaction: BalanceTransactionObject;
  payoutId: string | null;
}

/** A European card's fee on Stripe's standard pricing: 1.5 % + 0.25 €, rounded to the cent. */
export function cardFee(amount: number): number {
  return Math.round(amount * 0.015) + 25;
}

/** What Stripe charges for a dispute, whatever its outcome (20 € in the EU). */
export const DISPUTE_FEE = 2000;

const DAY_SECONDS = 86_400;
/** Standard payouts in Italy arrive two business days later; two days is close enough here. */
const ARRIVAL_DAYS = 2;

interface Movement {
  type: BalanceTransactionObject['type'];
  amount: number;
  fee: number;
  source: string | null;
  description: string | null;
  reportingCategory: string;
  currency: string;
  created: number;
}

function record(store: Store, movement: Movement): BalanceTransactionObject {
  const transaction: BalanceTransactionObject = {
    id: newId('txn'),
    object: 'balance_transaction',
    amount: movement.amount,
    available_on: movement.created,
    created: movement.created,
    currency: movement.currency,
    description: movement.description,
    exchange_rate: null,
    fee: movement.fee,
    fee_details:
      movement.fee === 0
        ? []
        : [
            {
              amount: movement.fee,
              application: null,
              currency: movement.currency,
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ],
    net: movement.amount - movement.fee,
    reporting_category: movement.reportingCategory,
    source: movement.source,
    status: 'available',
    type: movement.type,
  };
  store.balance.push({ transaction, payoutId: null });
  return transaction;
}

export function recordCharge(store: Store, charge: ChargeObject): BalanceTransactionObject {
  return record(store, {
    type: 'charge',
    amount: charge.amount,
    fee: cardFee(charge.amount),
    source: charge.id,
    description: null,
    reportingCategory: 'charge',
    currency: charge.currency,
    created: charge.created,
  });
}

/** Stripe keeps the fee of a refunded charge: a refund moves only its own amount back. */
export function recordRefund(store: Store, refund: RefundObject): BalanceTransactionObject {
  return record(store, {
    type: 'refund',
    amount: -refund.amount,
    fee: 0,
    source: refund.id,
    description: 'REFUND FOR CHARGE',
    reportingCategory: 'refund',
    currency: refund.currency,
    created: refund.created,
  });
}

/** A refund that failed after it was taken from the balance gives its amount back. */
export function recordRefundFailure(
  store: Store,
  refund: RefundObject,
  nowSeconds: number,
): BalanceTransactionObject {
  return record(store, {
    type: 'refund_failure',
    amount: refund.amount,
    fee: 0,
    source: refund.id,
    description: 'REFUND FAILURE',
    reportingCategory: 'refund_failure',
    currency: refund.currency,
    created: nowSeconds,
  });
}

/** A dispute withdraws the disputed amount and Stripe's dispute fee at once. */
export function recordDispute(store: Store, dispute: DisputeObject): BalanceTransactionObject {
  return record(store, {
    type: 'adjustment',
    amount: -dispute.amount,
    fee: DISPUTE_FEE,
    source: dispute.id,
    description: `Chargeback withdrawal for ${dispute.charge}`,
    reportingCategory: 'dispute',
    currency: dispute.currency,
    created: dispute.created,
  });
}

/**
 * A line the product did not cause: a Stripe fee billed to the balance (`stripe_fee`, no source)
 * or a manual adjustment by Stripe's support (`adjustment`, no source).
 */
export function recordOther(
  store: Store,
  type: 'stripe_fee' | 'adjustment',
  amount: number,
  nowSeconds: number,
): BalanceTransactionObject {
  return record(store, {
    type,
    amount,
    fee: 0,
    source: null,
    description: type === 'stripe_fee' ? 'Billing - Usage Fee' : 'Balance adjustment',
    reportingCategory: type === 'stripe_fee' ? 'fee' : 'other_adjustment',
    currency: 'eur',
    created: nowSeconds,
  });
}

const PAYOUT_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export function readPayoutStatus(text: string | null): PayoutStatus {
  const status = PAYOUT_STATUSES.find((candidate) => candidate === (text ?? 'paid'));
  if (!status) throw invalidRequest(`status must be one of ${PAYOUT_STATUSES.join(', ')}.`);
  return status;
}

/**
 * An automatic payout of everything available: each unswept transaction is tied to it, and the
 * payout's own transaction takes the sum out of the balance. Refused when nothing is owed, as
 * Stripe makes no payout of a zero or negative balance.
 */
export function createPayout(store: Store, nowSeconds: number, status: PayoutStatus): PayoutObject {
  const pending = store.balance.filter((entry) => entry.payoutId === null);
  const amount = pending.reduce((sum, entry) => sum + entry.transaction.net, 0);
  if (amount <= 0) {
    throw invalidRequest(
      `There is no positive balance to pay out (the available balance is ${amount} cents).`,
      undefined,
      'balance_insufficient',
    );
  }
  const payoutId = newId('po');
  const own = record(store, {
    type: 'payout',
    amount: -amount,
    fee: 0,
    source: payoutId,
    description: 'STRIPE PAYOUT',
    reportingCategory: 'payout',
    currency: 'eur',
    created: nowSeconds,
  });
  // The pending ones and the payout's own transaction: everything not yet in a payout.
  for (const entry of store.balance) {
    if (entry.payoutId === null) entry.payoutId = payoutId;
  }
  const payout: PayoutObject = {
    id: payoutId,
    object: 'payout',
    amount,
    arrival_date: nowSeconds + ARRIVAL_DAYS * DAY_SECONDS,
    automatic: true,
    balance_transaction: own.id,
    created: nowSeconds,
    currency: 'eur',
    description: 'STRIPE PAYOUT',
    livemode: false,
    metadata: {},
    method: 'standard',
    statement_descriptor: null,
    status,
    type: 'bank_account',
  };
  store.payouts.set(payout.id, payout);
  return payout;
}
