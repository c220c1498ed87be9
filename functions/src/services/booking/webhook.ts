import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { recordSystemProblem } from '@functions/services/system-problems/record-problem';
import { handleStripeEvent } from './stripe-events';
import { errorText } from '@functions/lib/error-text';

interface WebhookRequest {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** Stripe's own default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * stripeWebhook: verifies the signature over the raw body, then applies the event. Without a
 * secret it refuses everything (500) rather than ever trusting an unsigned body.
 */
export async function handleWebhookRequest(
  deps: BookingDeps,
  webhookSecret: string,
  request: WebhookRequest,
): Promise<WebhookAnswer> {
  if (!webhookSecret) {
    logger.error('STRIPE_WEBHOOK_SECRET is not set: refusing webhook deliveries');
    return { status: 500, body: 'Webhook not configured' };
  }
  if (!request.rawBody || !request.signature) {
    await recordSystemProblem(deps, 'webhook_signature_failed', 'Stripe-Signature missing');
    return { status: 400, body: 'Missing body or Stripe-Signature' };
  }
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      request.rawBody,
      request.signature,
      webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    logger.warn('webhook signature rejected', {
      error: errorText(error),
    });
    // A wrong STRIPE_WEBHOOK_SECRET rejects every real event, so staff must hear of it.
    await recordSystemProblem(deps, 'webhook_signature_failed', 'Stripe-Signature did not match');
    return { status: 400, body: 'Invalid signature' };
  }
  try {
    await handleStripeEvent(deps, event);
    return { status: 200, body: JSON.stringify({ received: true }) };
  } catch (error) {
    logger.error('webhook processing failed, Stripe will retry', {
      eventId: event.id,
      type: event.type,
      error: errorText(error),
    });
    return { status: 500, body: 'Processing failed' };
  }
}
