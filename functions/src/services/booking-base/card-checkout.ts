import type Stripe from 'stripe';
import type { Locale } from '@/domain/locale';

/** What one Checkout Session differs in: what it charges, for whom, what it says, where it returns. */
export interface CardCheckout {
  lineItems: Stripe.Checkout.SessionCreateParams.LineItem[];
  email: string;
  /** `client_reference_id`: the document the session pays. */
  reference: string;
  /** The session's metadata, which the webhook dispatches on (`kind`). */
  metadata: Record<string, string>;
  /** The payment intent's metadata, which its refunds and disputes are traced back by. */
  intentMetadata: Record<string, string>;
  locale: Locale;
  expiresAt: Date;
  siteUrl: string;
  /** The paths (and queries) on the site that Stripe sends the payer back to. */
  successPath: string;
  cancelPath: string;
  /** Names the document (and the attempt), so a retried request never opens a second session. */
  idempotencyKey: string;
}

/**
 * Opens a Checkout Session that takes one payment by card, for a booking, a rental, a voucher or
 * a membership fee alike: cards only (what the association accepts, and no delayed payment method
 * that would settle after the hold), expiring at `expiresAt`.
 */
export function createCardCheckout(
  stripe: Stripe,
  checkout: CardCheckout,
): Promise<Stripe.Checkout.Session> {
  const site = checkout.siteUrl.replace(/\/+$/, '');
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // API 2026-09-30 (the SDK's pinned version) removed `payment_method_types` from session
      // creation; `allowed_payment_method_types` is its replacement.
      allowed_payment_method_types: ['card'],
      line_items: checkout.lineItems,
      customer_email: checkout.email,
      client_reference_id: checkout.reference,
      metadata: checkout.metadata,
      payment_intent_data: { metadata: checkout.intentMetadata },
      locale: checkout.locale,
      expires_at: Math.floor(checkout.expiresAt.getTime() / 1000),
      success_url: `${site}${checkout.successPath}`,
      cancel_url: `${site}${checkout.cancelPath}`,
    },
    { idempotencyKey: checkout.idempotencyKey },
  );
}
