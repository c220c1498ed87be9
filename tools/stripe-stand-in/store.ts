import type { BalanceEntry, PayoutObject } from './balance.js';
import type {
  CheckoutSessionObject,
  DisputeObject,
  LineItemObject,
  PaymentIntentObject,
  RefundObject,
} from './objects.js';
import type { WebhookEndpointObject } from './webhook-endpoints.js';

/** A stored idempotent result, replayed for a repeated request with the same key. */
export interface IdempotentResult {
  requestSignature: string;
  status: number;
  body: string;
}

export interface SessionRecord {
  session: CheckoutSessionObject;
  lineItems: LineItemObject[];
  /** Stripe-Version of the request that created it, reused as the api_version of its events. */
  apiVersion: string;
  /** Copied onto the PaymentIntent created when the session is paid. */
  paymentIntentMetadata: Record<string, string>;
}

/** All state lives in memory: the stand-in is for one local run and `reset` clears it. */
export class Store {
  readonly sessions = new Map<string, SessionRecord>();
  readonly paymentIntents = new Map<string, PaymentIntentObject>();
  readonly refunds = new Map<string, RefundObject>();
  readonly refundedAmounts = new Map<string, number>();
  readonly disputes = new Map<string, DisputeObject>();
  /** Every balance transaction, oldest first, with the payout that swept it. */
  readonly balance: BalanceEntry[] = [];
  readonly payouts = new Map<string, PayoutObject>();
  readonly idempotency = new Map<string, IdempotentResult>();
  readonly webhookEndpoints = new Map<string, WebhookEndpointObject>();
  /** Every authenticated `/v1` call, `METHOD /path`, in order (GET /__stand-in/requests). */
  readonly apiRequests: string[] = [];
  failNextCount = 0;
  /** Refund requests still to decline (`/__stand-in/refunds/fail-next`), for retry tests. */
  failRefundsCount = 0;
  /**
   * Refund requests still to answer late (`/__stand-in/refunds/answer-late`): the refund is
   * answered `pending` only after its `refund.updated` (succeeded) reached the webhook, as when
   * Stripe's answer is slower than its event.
   */
  lateRefundAnswers = 0;
  /** While set, session creations wait for `/__stand-in/sessions/release-held`. */
  sessionGate: { opened: Promise<void>; open: () => void } | null = null;

  reset(): void {
    this.failRefundsCount = 0;
    this.lateRefundAnswers = 0;
    this.sessionGate?.open();
    this.sessionGate = null;
    this.sessions.clear();
    this.paymentIntents.clear();
    this.refunds.clear();
    this.refundedAmounts.clear();
    this.disputes.clear();
    this.balance.length = 0;
    this.payouts.clear();
    this.idempotency.clear();
    this.webhookEndpoints.clear();
    this.apiRequests.length = 0;
    this.failNextCount = 0;
  }
}
