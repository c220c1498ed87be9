import type Stripe from 'stripe';

/**
 * The Stripe events the webhook acts on (stripe-events.ts), and so exactly those the deploy
 * subscribes the webhook endpoint to (scripts/deploy/stripe-webhook.ts). A type added here without
 * a branch in stripe-events.ts, or a branch without its type here, does not compile.
 */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'charge.dispute.created',
] as const satisfies readonly Stripe.WebhookEndpointCreateParams.EnabledEvent[];

export type HandledStripeEvent = Extract<
  Stripe.Event,
  { type: (typeof HANDLED_STRIPE_EVENTS)[number] }
>;

const handled: ReadonlySet<string> = new Set(HANDLED_STRIPE_EVENTS);

export function isHandledStripeEvent(event: Stripe.Event): event is HandledStripeEvent {
  return handled.has(event.type);
}
