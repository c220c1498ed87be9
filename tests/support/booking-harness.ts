import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { handleWebhookRequest, type WebhookAnswer } from '@functions/services/booking/webhook';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import { stripeClient } from '@functions/services/stripe-client';
import { newTicketSigningKey } from '@/domain/ticket/sign-ticket';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server';
import { closeTestDb, resetFirestore, testDb } from './firestore';
import { START_TIME } from './harness-dates';
import { LINK_SECRET, SITE_URL } from './links';
import { TEST_KEY_HASH_SECRET } from './key-hash-secret';
import { runOutboxTrigger } from './outbox-trigger';
import { startSmtpCatcher, type CaughtMail } from './smtp-catcher';

/**
 * Everything the booking services talk to, real and in-process: the Firestore emulator, the
 * Stripe stand-in (driven by the real SDK) posting signed events to a local endpoint that runs the
 * product's webhook handler, and an SMTP server catching the mail. Time is a settable clock.
 */
export const WEBHOOK_SECRET = 'whsec_booking_tests_secret';

export interface Harness {
  deps: BookingDeps;
  settings: CheckoutSettings;
  stripe: Stripe;
  standIn: StripeStandIn;
  clock: { ms: number };
  mails: CaughtMail[];
  webhook: {
    answers: WebhookAnswer[];
    /** While set, deliveries are answered 503 unprocessed, as if the function were unreachable. */
    down: boolean;
  };
  /** Clears the stand-in, the mailbox and the clock (Firestore is reset by resetFirestore). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return (address as AddressInfo).port;
}

export async function startHarness(): Promise<Harness> {
  const clock = { ms: START_TIME };
  const mailbox = await startSmtpCatcher();
  const { mails, port: smtpPort } = mailbox;
  const webhook = { answers: [] as WebhookAnswer[], down: false };
  // Filled in once the stand-in (which needs this endpoint's URL) is running.
  const live: { deps?: BookingDeps } = {};
  // A delivery sent before a reset (the test that caused it is over) is answered 503 unhandled,
  // and the reset waits for the handlers still writing: nothing of one test lands in the next one's
  // Firestore, nor in the next file's on the same worker.
  const deliveries = { generation: 0, handling: new Set<Promise<unknown>>() };
  const settleDeliveries = async () => {
    deliveries.generation += 1;
    await Promise.allSettled([...deliveries.handling]);
  };
  const endpoint = createServer((request, response) => {
    const generation = deliveries.generation;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (webhook.down || !live.deps || generation !== deliveries.generation) {
        response.writeHead(503).end();
        return;
      }
      const handling = handleWebhookRequest(live.deps, WEBHOOK_SECRET, {
        rawBody: Buffer.concat(chunks),
        signature: request.headers['stripe-signature'] as string | undefined,
      }).then((answer) => {
        webhook.answers.push(answer);
        response.writeHead(answer.status).end(answer.body);
      });
      deliveries.handling.add(handling);
      void handling.finally(() => deliveries.handling.delete(handling));
    });
  });
  const endpointPort = await listen(endpoint);
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: `http://127.0.0.1:${endpointPort}/stripe-webhook`,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryDelaysMs: [50, 50],
    redirectWaitMs: 5_000,
    now: () => clock.ms,
    // The tests expire sessions themselves; the stand-in's own timer would race them.
    expiryCheckIntervalMs: 3_600_000,
    log: () => undefined,
  });
  const stripe = stripeClient(
    'sk_test_booking_tests',
    { host: '127.0.0.1', port: String(standIn.port), protocol: 'http' },
    testDb(),
  );
  const deps: BookingDeps = {
    db: testDb(),
    stripe,
    now: () => new Date(clock.ms),
    links: { siteUrl: SITE_URL, secret: LINK_SECRET },
    tickets: { signingKey: await newTicketSigningKey() },
    keyHashSecret: TEST_KEY_HASH_SECRET,
  };
  live.deps = deps;
  const transport = createSmtpTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    user: '',
    password: '',
    from: 'Tours <noreply@tours.example>',
  });
  const outboxTrigger = runOutboxTrigger(deps.db, () => transport, deps.now);
  return {
    deps,
    settings: { siteUrl: SITE_URL, allowUnverifiedMembers: false },
    stripe,
    standIn,
    clock,
    mails,
    webhook,
    async reset() {
      await fetch(`${standIn.url}/__stand-in/reset`, { method: 'POST' });
      await settleDeliveries();
      clock.ms = START_TIME;
      await outboxTrigger.settled();
      mails.length = 0;
      webhook.answers.length = 0;
      webhook.down = false;
    },
    async close() {
      await standIn.close();
      await settleDeliveries();
      await outboxTrigger.stop();
      await new Promise<void>((resolve) => {
        endpoint.close(() => resolve());
        endpoint.closeAllConnections();
      });
      await mailbox.stop();
    },
  };
}

/**
 * Registers the hooks every booking test file needs: one harness for the file, a clean Firestore
 * and harness before each test. Returns the harness (only usable once the hooks have run).
 */
export function registerBookingHarness(): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
    await closeTestDb();
  });
  beforeEach(async () => {
    // The harness first: it waits for the last test's mail still being sent.
    await harness?.reset();
    await resetFirestore(new Date(START_TIME));
  });
  return () => {
    if (!harness) throw new Error('the booking harness is used before beforeAll started it');
    return harness;
  };
}
