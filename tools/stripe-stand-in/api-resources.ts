import { resourceMissing } from './api-error.js';
import { BALANCE_ROUTES } from './balance-routes.js';
import { createCheckoutSession } from './checkout-sessions.js';
import type { FormObject } from './form-body.js';
import {
  snapshot,
  type CheckoutSessionObject,
  type LineItemList,
  type RefundObject,
} from './objects.js';
import { readExpand, optionalString } from './params.js';
import { chargeOf, createRefund, listRefunds } from './payments.js';
import { expireSession, nowSeconds, type StandInContext } from './session-lifecycle.js';
import type { SessionRecord } from './store.js';
import { WEBHOOK_ENDPOINT_ROUTES } from './webhook-endpoints.js';
import type { EventRequest } from './webhooks.js';

/**
 * The `/v1` endpoints the product uses, as a table of method + path pattern → handler. Transport
 * concerns (auth, idempotency, simulated outages, error bodies) live in api-routes.ts.
 */
export interface ApiCall {
  params: FormObject;
  match: readonly string[];
  apiVersion: string;
  request: EventRequest;
}

export interface ApiContext extends StandInContext {
  baseUrl: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle(context: ApiContext, call: ApiCall): unknown;
}

function sessionRecord(context: ApiContext, id: string): SessionRecord {
  const record = context.store.sessions.get(id);
  if (!record) throw resourceMissing('checkout.session', id, 'session');
  return record;
}

function lineItemList(record: SessionRecord): LineItemList {
  return {
    object: 'list',
    data: record.lineItems,
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}

/** The session as Stripe returns it, honouring `expand[]` for line_items and payment_intent. */
function presentSession(
  context: ApiContext,
  record: SessionRecord,
  params: FormObject,
): CheckoutSessionObject {
  const expand = readExpand(params);
  const session = snapshot(record.session);
  if (expand.includes('line_items')) session.line_items = snapshot(lineItemList(record));
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? context.store.paymentIntents.get(session.payment_intent)
      : undefined;
  if (expand.includes('payment_intent') && paymentIntent) {
    session.payment_intent = snapshot(paymentIntent);
  }
  return session;
}

const ID = '([A-Za-z0-9_]+)';

/** What Stripe sends for a new refund: `refund.created`, then `charge.refunded` with the totals. */
export function announceRefund(
  context: StandInContext,
  refund: RefundObject,
  apiVersion: string,
  request?: EventRequest,
): void {
  void context.webhooks.emit('refund.created', refund, apiVersion, request).firstAttempt;
  const paymentIntent = context.store.paymentIntents.get(String(refund.payment_intent));
  if (paymentIntent) {
    void context.webhooks.emit(
      'charge.refunded',
      chargeOf(context.store, paymentIntent),
      apiVersion,
      request,
    ).firstAttempt;
  }
}

export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    async handle(context, { params, apiVersion }) {
      await context.store.sessionGate?.opened;
      const created = createCheckoutSession(params, context.baseUrl, nowSeconds(context));
      const record: SessionRecord = { ...created, apiVersion };
      context.store.sessions.set(created.session.id, record);
      return presentSession(context, record, params);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handle: (context, { params, match }) =>
      presentSession(context, sessionRecord(context, match[1] ?? ''), params),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
    handle: (context, { match }) => lineItemList(sessionRecord(context, match[1] ?? '')),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handle(context, { params, match, request }) {
      const record = sessionRecord(context, match[1] ?? '');
      expireSession(context, record, request);
      return presentSession(context, record, params);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle(context, { match }) {
      const id = match[1] ?? '';
      const paymentIntent = context.store.paymentIntents.get(id);
      if (!paymentIntent) throw resourceMissing('payment_intent', id, 'intent');
      return paymentIntent;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    async handle(context, { params, apiVersion, request }) {
      const refund = createRefund(context.store, params, nowSeconds(context));
      if (context.store.lateRefundAnswers > 0) {
        context.store.lateRefundAnswers -= 1;
        const answer: RefundObject = { ...snapshot(refund), status: 'pending' };
        await context.webhooks.emit('refund.updated', refund, apiVersion, request).firstAttempt;
        return answer;
      }
      announceRefund(context, refund, apiVersion, request);
      return refund;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    handle(context, { params }) {
      const paymentIntentId = optionalString(params['payment_intent'], 'payment_intent');
      return {
        object: 'list',
        data: listRefunds(context.store, paymentIntentId),
        has_more: false,
        url: '/v1/refunds',
      };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/refunds/${ID}$`),
    handle(context, { match }) {
      const id = match[1] ?? '';
      const refund = context.store.refunds.get(id);
      if (!refund) throw resourceMissing('refund', id, 'id');
      return refund;
    },
  },
  ...WEBHOOK_ENDPOINT_ROUTES,
  ...BALANCE_ROUTES,
];

export function findApiRoute(
  method: string,
  path: string,
): { route: ApiRoute; match: RegExpExecArray } | undefined {
  for (const route of API_ROUTES) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (match) return { route, match };
  }
  return undefined;
}
