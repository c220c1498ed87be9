import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startStripeStandIn, type StripeStandIn, type StripeStandInOptions } from './server.js';
import { startWebhookReceiver, type WebhookReceiver } from './test-webhook-receiver.js';

/** Test helper: a stand-in on a free port, a verifying webhook receiver, and a real SDK client. */
export const SECRET = 'whsec_test_secret_for_the_stand_in';
export const SUCCESS_URL = 'http://localhost:5173/booking/done?session={CHECKOUT_SESSION_ID}';
export const CANCEL_URL = 'http://localhost:5173/booking/cancelled?x=1&y=2';

export function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    customer_email: 'rider@example.com',
    client_reference_id: 'booking_42',
    metadata: { bookingId: 'booking_42', tourId: 'amarone-hills' },
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: 'eur',
          unit_amount: 13000,
          product_data: { name: 'Amarone hills <e-bike> tour' },
        },
      },
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 2500, product_data: { name: 'Helmet' } },
      },
    ],
    ...overrides,
  };
}

export interface TestStack {
  standIn: StripeStandIn;
  receiver: WebhookReceiver;
  stripe: Stripe;
  logLines: string[];
  /** POSTs to the stand-in's control API, `/__stand-in/<path>` (complete a session, a payout…). */
  control(path: string): Promise<Response>;
  /** Clears the stand-in and the receiver between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function clientFor(standIn: StripeStandIn, key = 'sk_test_local'): Stripe {
  // No SDK retries, so each call is exactly one request (fail-next counts requests).
  return new Stripe(key, {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Every authenticated `/v1` call the stand-in answered, `METHOD /path`, in order. */
export async function standInRequests(standIn: StripeStandIn): Promise<string[]> {
  const response = await fetch(`${standIn.url}/__stand-in/requests`);
  return ((await response.json()) as { data: string[] }).data;
}

export async function startTestStack(options: StripeStandInOptions = {}): Promise<TestStack> {
  const receiver = await startWebhookReceiver(SECRET);
  const logLines: string[] = [];
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    webhookRetryDelaysMs: [20, 20],
    log: (line) => void logLines.push(line),
    ...options,
  });
  return {
    standIn,
    receiver,
    stripe: clientFor(standIn),
    logLines,
    control: (path) => fetch(`${standIn.url}/__stand-in/${path}`, { method: 'POST' }),
    async reset() {
      await fetch(`${standIn.url}/__stand-in/reset`, { method: 'POST' });
      receiver.deliveries.length = 0;
      receiver.answers.length = 0;
      receiver.release();
      logLines.length = 0;
    },
    async close() {
      await standIn.close();
      await receiver.close();
    },
  };
}

/**
 * The stack a test file shares: started before its tests, cleared before each and closed after
 * them. Read its parts inside tests and hooks (they exist once the file's tests start).
 */
export function registerTestStack(options: StripeStandInOptions = {}): TestStack {
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(options);
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  const current = (): TestStack => {
    if (!started) throw new Error('the test stack starts in beforeAll');
    return started;
  };
  return {
    get standIn() {
      return current().standIn;
    },
    get receiver() {
      return current().receiver;
    },
    get stripe() {
      return current().stripe;
    },
    get logLines() {
      return current().logLines;
    },
    control: (path) => current().control(path),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/** A paid session's PaymentIntent: 2 × 130,00 € + 25,00 € = 285,00 € (`sessionParams()`). */
export async function paidIntent(stack: TestStack): Promise<string> {
  const session = await stack.stripe.checkout.sessions.create(sessionParams());
  expect((await stack.control(`sessions/${session.id}/complete`)).status).toBe(200);
  const paid = await stack.stripe.checkout.sessions.retrieve(session.id);
  return String(paid.payment_intent);
}
