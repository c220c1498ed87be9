import { createServer } from 'node:http';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { startStripeStandIn } from './server.js';
import { SECRET, clientFor, sessionParams, registerTestStack } from './test-fixtures.js';
import { signatureHeader } from './webhooks.js';

interface EventListing {
  data: {
    id: string;
    type: string;
    object_id: string;
    delivery: { state: string; attempts: { status: number | null; error: string | null }[] };
  }[];
}

const stack = registerTestStack({ redirectWaitMs: 200 });

async function listEvents(url: string): Promise<EventListing> {
  return (await (await fetch(`${url}/__stand-in/events`)).json()) as EventListing;
}

async function completeViaControl(url: string, id: string): Promise<Response> {
  return fetch(`${url}/__stand-in/sessions/${id}/complete`, { method: 'POST' });
}

/** Where the delivery of the first event listed stands (pending, delivered, failed…). */
async function firstDeliveryState(url: string): Promise<string | undefined> {
  return (await listEvents(url)).data[0]?.delivery.state;
}

describe('webhook signing', () => {
  it('signs exactly as Stripe does, so constructEvent accepts it and rejects a tampered body', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping' });
    const header = signatureHeader(payload, SECRET, Math.floor(Date.now() / 1000));
    const stripe = new Stripe('sk_test_x');
    expect(stripe.webhooks.constructEvent(payload, header, SECRET).id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe('webhook delivery', () => {
  it('retries a failing endpoint with back-off and logs each attempt', async () => {
    stack.receiver.answers.push(500, 503);
    const session = await stack.stripe.checkout.sessions.create(sessionParams());
    const completed = await completeViaControl(stack.standIn.url, session.id);
    expect(await completed.json()).toMatchObject({ id: session.id, status: 'complete' });
    await expect.poll(() => firstDeliveryState(stack.standIn.url)).toBe('delivered');
    const [listed] = (await listEvents(stack.standIn.url)).data;
    expect(listed?.delivery.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    expect(stack.receiver.deliveries.every((d) => d.event?.id === listed?.id)).toBe(true);
    expect(stack.logLines).toEqual([
      expect.stringMatching(/attempt 1\/3: 500 in \d+ ms, retrying in 20 ms$/),
      expect.stringMatching(/attempt 2\/3: 503 in \d+ ms, retrying in 20 ms$/),
      expect.stringMatching(/checkout\.session\.completed evt_\w+ attempt 3\/3: 200 in \d+ ms$/),
    ]);
  });

  it('gives up after the last attempt on an endpoint that is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = address !== null && typeof address === 'object' ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const standIn = await startStripeStandIn({
      port: 0,
      webhookUrl: `http://127.0.0.1:${port}/webhook`,
      webhookSecret: SECRET,
      webhookRetryDelaysMs: [10, 10],
      log: (line) => void lines.push(line),
    });
    try {
      const session = await clientFor(standIn).checkout.sessions.create(sessionParams());
      await completeViaControl(standIn.url, session.id);
      await expect.poll(() => firstDeliveryState(standIn.url)).toBe('failed');
      const [listed] = (await listEvents(standIn.url)).data;
      expect(listed?.delivery.attempts).toHaveLength(3);
      expect(listed?.delivery.attempts[0]).toMatchObject({ status: null, error: 'ECONNREFUSED' });
      expect(lines.at(-1)).toMatch(/attempt 3\/3: failed \(ECONNREFUSED\) in \d+ ms, giving up$/);
    } finally {
      await standIn.close();
    }
  });

  it('counts an endpoint that answers too slowly as a failed attempt', async () => {
    const standIn = await startStripeStandIn({
      port: 0,
      webhookUrl: stack.receiver.url,
      webhookSecret: SECRET,
      webhookRetryDelaysMs: [],
      webhookTimeoutMs: 100,
      log: () => undefined,
    });
    // The endpoint answers only when released: the attempt can end only by the stand-in's timeout.
    stack.receiver.holding = true;
    try {
      const session = await clientFor(standIn).checkout.sessions.create(sessionParams());
      await clientFor(standIn).checkout.sessions.expire(session.id);
      await expect.poll(() => firstDeliveryState(standIn.url)).toBe('failed');
      const [listed] = (await listEvents(standIn.url)).data;
      expect(listed?.delivery.attempts).toMatchObject([{ status: null, error: 'timeout' }]);
    } finally {
      stack.receiver.release();
      await standIn.close();
    }
  });

  it('resends an event with the same id and a fresh signature', async () => {
    const session = await stack.stripe.checkout.sessions.create(sessionParams());
    await completeViaControl(stack.standIn.url, session.id);
    const original = await stack.receiver.waitForEvent('checkout.session.completed');
    const response = await fetch(`${stack.standIn.url}/__stand-in/events/${original.id}/resend`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(stack.receiver.deliveries.map((d) => [d.event?.id, d.error])).toEqual([
      [original.id, null],
      [original.id, null],
    ]);
    const unknown = await fetch(`${stack.standIn.url}/__stand-in/events/evt_nope/resend`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });

  it('redirects after Pay without waiting for a slow endpoint to answer', async () => {
    // The endpoint answers only when released: a Pay that waited for it would never redirect.
    stack.receiver.holding = true;
    const session = await stack.stripe.checkout.sessions.create(sessionParams());
    const response = await fetch(`${session.url ?? ''}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(await firstDeliveryState(stack.standIn.url)).toBe('pending');
    stack.receiver.release();
    await expect.poll(() => firstDeliveryState(stack.standIn.url)).toBe('delivered');
  });
});

describe('expiry by time', () => {
  it('expires an open session once expires_at has passed and sends the event once', async () => {
    // The expiry check runs on an interval: the test runs each check itself (HTTP keeps real time).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let offsetMs = 0;
    const standIn = await startStripeStandIn({
      port: 0,
      now: () => Date.now() + offsetMs,
      expiryCheckIntervalMs: 10,
      log: () => undefined,
    });
    try {
      const stripe = clientFor(standIn);
      const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
      const session = await stripe.checkout.sessions.create(
        sessionParams({ expires_at: expiresAt }),
      );
      const status = async () => (await stripe.checkout.sessions.retrieve(session.id)).status;
      vi.advanceTimersByTime(30);
      expect(await status()).toBe('open');
      offsetMs = 32 * 60 * 1000;
      vi.advanceTimersByTime(10);
      expect(await status()).toBe('expired');
      vi.advanceTimersByTime(30);
      const { data } = await listEvents(standIn.url);
      expect(data.map((e) => [e.type, e.object_id, e.delivery.state])).toEqual([
        ['checkout.session.expired', session.id, 'not_configured'],
      ]);
    } finally {
      await standIn.close();
      vi.useRealTimers();
    }
  });
});

describe('start-up', () => {
  it('refuses a webhook URL without a whsec_ secret', async () => {
    await expect(
      startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:1/webhook' }),
    ).rejects.toThrow(/whsec_/);
  });
});
