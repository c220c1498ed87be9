import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The subset of each Stripe object the stand-in returns. Every field is picked from the SDK's own
 * types, so whatever the stand-in sends type-checks as what the real API would send.
 */
export type PriceObject = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'type'
  | 'unit_amount'
>;

export type LineItemObject = Pick<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity'
> & { price: PriceObject };

export interface LineItemList {
  object: 'list';
  data: LineItemObject[];
  has_more: false;
  url: string;
}

export type CheckoutSessionObject = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'ui_mode'
  | 'url'
> & {
  payment_intent: string | PaymentIntentObject | null;
  line_items?: LineItemList;
};

export type PaymentIntentObject = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'capture_method'
  | 'created'
  | 'currency'
  | 'description'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'payment_method_types'
  | 'receipt_email'
  | 'status'
>;

export type RefundObject = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
> & { failure_reason?: Stripe.Refund['failure_reason'] };

export type ChargeObject = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'refunded'
  | 'status'
> & { payment_intent: string };

export type DisputeObject = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'reason'
  | 'status'
> & { charge: string; payment_intent: string };

export type StandInObject =
  CheckoutSessionObject | PaymentIntentObject | RefundObject | ChargeObject | DisputeObject;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Ids look like Stripe's (`cs_test_a1B2…`) so code that checks prefixes behaves the same. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ID_ALPHABET[byte % ID_ALPHABET.length] ?? '0';
  return `${prefix}_${suffix}`;
}

/** Objects are handed out as deep copies so a later state change never rewrites a sent event. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}
