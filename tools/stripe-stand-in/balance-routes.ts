import { resourceMissing } from './api-error.js';
import type { ApiContext, ApiRoute } from './api-resources.js';
import type { BalanceTransactionObject, PayoutObject } from './balance.js';
import { inRange, listPage } from './list-page.js';
import { snapshot, type ChargeObject, type DisputeObject, type RefundObject } from './objects.js';
import { optionalString, readExpand } from './params.js';
import { chargeOf } from './payments.js';

/**
 * `GET /v1/payouts` and `GET /v1/balance_transactions`, paged and filtered as Stripe pages and
 * filters them, with `expand[]=data.source` giving each transaction's charge, refund or dispute.
 */

type SourceObject = ChargeObject | RefundObject | DisputeObject | PayoutObject;

function sourceObject(context: ApiContext, id: string): SourceObject | string {
  const { store } = context;
  const refund = store.refunds.get(id);
  if (refund) return snapshot(refund);
  const dispute = store.disputes.get(id);
  if (dispute) return snapshot(dispute);
  const payout = store.payouts.get(id);
  if (payout) return snapshot(payout);
  for (const paymentIntent of store.paymentIntents.values()) {
    if (paymentIntent.latest_charge === id) return chargeOf(store, paymentIntent);
  }
  return id;
}

type PresentedTransaction = Omit<BalanceTransactionObject, 'source'> & {
  source: SourceObject | string | null;
};

export const BALANCE_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/payouts$/,
    handle(context, { params }) {
      const status = optionalString(params['status'], 'status');
      const payouts = [...context.store.payouts.values()]
        .reverse()
        .filter(
          (payout) =>
            (status === undefined || payout.status === status) &&
            inRange(payout.created, params['created'], 'created') &&
            inRange(payout.arrival_date, params['arrival_date'], 'arrival_date'),
        );
      return listPage(payouts.map(snapshot), params, '/v1/payouts', 'payout');
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payouts\/([A-Za-z0-9_]+)$/,
    handle(context, { match }) {
      const id = match[1] ?? '';
      const payout = context.store.payouts.get(id);
      if (!payout) throw resourceMissing('payout', id, 'payout');
      return payout;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance_transactions$/,
    handle(context, { params }) {
      const payoutId = optionalString(params['payout'], 'payout');
      if (payoutId !== undefined && !context.store.payouts.has(payoutId)) {
        throw resourceMissing('payout', payoutId, 'payout');
      }
      const type = optionalString(params['type'], 'type');
      const source = optionalString(params['source'], 'source');
      const expandSource = readExpand(params).includes('data.source');
      const transactions = [...context.store.balance]
        .reverse()
        .filter(
          (entry) =>
            (payoutId === undefined || entry.payoutId === payoutId) &&
            (type === undefined || entry.transaction.type === type) &&
            (source === undefined || entry.transaction.source === source) &&
            inRange(entry.transaction.created, params['created'], 'created'),
        )
        .map((entry): PresentedTransaction => {
          const transaction = snapshot(entry.transaction);
          return expandSource && transaction.source
            ? { ...transaction, source: sourceObject(context, transaction.source) }
            : transaction;
        });
      return listPage(transactions, params, '/v1/balance_transactions', 'balance_transaction');
    },
  },
];
