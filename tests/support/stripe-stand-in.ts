import type Stripe from 'stripe';
import { expect } from 'vitest';
import { handleWebhookRequest, type WebhookAnswer } from '@functions/services/booking/webhook';
import { WEBHOOK_SECRET, type Harness } from './booking-harness';

// Driving the Stripe stand-in and the webhook as Stripe and a paying visitor would.

/**
 * One of the stand-in's test controls (tools/stripe-stand-in/control-routes.ts), e.g.
 * `fail-next?count=3` or `payment_intents/{id}/dispute`; answers what the control returns.
 */
export async function standInControl(harness: Harness, path: string): Promise<unknown> {
  const response = await fetch(`${harness.standIn.url}/__stand-in/${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.json();
}

/** An event the stand-in sent, and how its deliveries to the webhook went. */
export interface DeliveredEvent {
  id: string;
  delivery: { state: string; attempts: { status: number | null }[] };
}

/** The stand-in's record of the events of `type` it sent, oldest first. */
export async function deliveredEvents(harness: Harness, type: string): Promise<DeliveredEvent[]> {
  const response = await fetch(`${harness.standIn.url}/__stand-in/events?type=${type}`);
  return ((await response.json()) as { data: DeliveredEvent[] }).data;
}

/** Pays a Checkout Session as the visitor would on the stand-in's page; the webhook follows. */
export async function completeOnStripe(harness: Harness, sessionId: string): Promise<void> {
  await standInControl(harness, `sessions/${sessionId}/complete`);
}

/** Hands a signed event to the product's webhook handler, as the endpoint Stripe posts to does. */
export function postWebhook(
  harness: Harness,
  event: { rawBody: Buffer; signature: string },
): Promise<WebhookAnswer> {
  return handleWebhookRequest(harness.deps, WEBHOOK_SECRET, event);
}

let eventCount = 0;

/** A Stripe event carrying `object`, as Stripe would POST it, with its body and signature header. */
export function signedEvent(
  stripe: Stripe,
  type: string,
  object: object,
  options: { secret?: string; timestamp?: number; created?: number } = {},
): { rawBody: Buffer; signature: string; id: string } {
  eventCount += 1;
  const id = `evt_test_${Date.now()}_${eventCount}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    // A replayed event keeps the time Stripe first described its object at.
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { rawBody: Buffer.from(payload), signature, id };
}
