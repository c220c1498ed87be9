import type {
  CheckoutSessionObject,
  LineItemObject,
  PaymentIntentObject,
  RefundObject,
} from './objects.js';

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
  readonly idempotency = new Map<string, IdempotentResult>();
  failNextCount = 0;
  /** Refund requests still to decline (`/__stand-in/refunds/fail-next`), for retry tests. */
  failRefundsCount = 0;

  reset(): void {
    this.failRefundsCount = 0;
    this.sessions.clear();
    this.paymentIntents.clear();
    this.refunds.clear();
    this.refundedAmounts.clear();
    this.idempotency.clear();
    this.failNextCount = 0;
  }
}
