import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { CallContext } from '@functions/lib/call-context';
import { readBooking, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { handleWebhookRequest, type WebhookAnswer } from '@functions/services/booking/webhook';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import { stripeClient } from '@functions/services/stripe-client';
import type { BookingRequest } from '@/domain/api/booking';
import { capacityDocId } from '@/domain/capacity';
import { newTicketSigningKey } from '@/domain/ticket/sign-ticket';
import { TERMS_VERSION } from '@/domain/terms';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server';
import { closeTestDb, resetFirestore, testDb } from './firestore';
import { TEST_KEY_HASH_SECRET } from './key-hash-secret';
import { runOutboxTrigger } from './outbox-trigger';
import { startSmtpCatcher, type CaughtMail } from './smtp-catcher';

/**
 * Everything the booking services talk to, real and in-process: the Firestore emulator, the
 * Stripe stand-in (driven by the real SDK) posting signed events to a local endpoint that runs the
 * product's webhook handler, and an SMTP server catching the mail. Time is a settable clock.
 */
export const WEBHOOK_SECRET = 'whsec_booking_tests_secret';
export const SITE_URL = 'https://tours.example';
export const LINK_SECRET = 'booking-tests-link-secret';
/** A Monday: the next weekend is bookable. */
export const START_TIME = Date.parse('2026-11-23T09:00:00Z');
export const SATURDAY = '2026-11-28';
/** START_TIME's day in Rome, the harness clock's first day: admissions that day take 2026 numbers. */
export const TODAY = '2026-11-23';
/** The fee year of a member admitted on TODAY: past the 1 November cut-off, so 2027. */
export const FEE_YEAR = 2027;

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

let callCount = 0;

/** A call from a fresh client, so rate limits never interfere unless a test wants them to. */
export function call(data: unknown, extra: Partial<CallContext> = {}): CallContext {
  callCount += 1;
  return { data, clientKey: `ip:198.51.100.${callCount}`, ...extra };
}

type RequestOverrides = Partial<Omit<BookingRequest, 'gating'>> & {
  gating?: Partial<BookingRequest['gating']>;
};

export function bookingRequest(overrides: RequestOverrides = {}): BookingRequest {
  const participants = overrides.participants ?? 2;
  return {
    tourId: 'emotion-in-villa',
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    customerPhone: '+39 333 123 4567',
    participants,
    selectedDate: SATURDAY,
    additionalNotes: '',
    participantNames: Array.from({ length: participants }, (_, i) => `Rider ${i + 1}`),
    locale: 'it',
    ...overrides,
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: '2026-11-23T08:55:00.000Z',
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Giulia Bianchi',
      ...overrides.gating,
    },
  };
}

/**
 * The stored `bookings/{id}` document, as the functions wrote it, read through the functions' own
 * converter: every booking a test looks at is also checked against the booking schema.
 */
export async function storedBooking(id: string): Promise<BookingDoc> {
  const booking = await readBooking(testDb(), id);
  if (!booking) throw new Error(`bookings/${id} does not exist`);
  return booking;
}

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

/**
 * Polls until `check` holds (webhooks arrive asynchronously). The patience is for a busy machine:
 * three integration files run at once beside the emulator on two cores, and a webhook's round trip
 * then took over 5 s once in three runs. A check that holds returns at once.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met in time');
    },
    { timeout: timeoutMs, interval: 20 },
  );
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

/** Seats held on a date of a tour, as the capacity counter says (E-Motion in Villa, SATURDAY). */
export async function seatsHeld(date = SATURDAY, tourId = 'emotion-in-villa'): Promise<number> {
  const doc = await testDb().collection('capacity').doc(capacityDocId(tourId, date)).get();
  return (doc.data()?.['seatsHeld'] as number | undefined) ?? 0;
}
