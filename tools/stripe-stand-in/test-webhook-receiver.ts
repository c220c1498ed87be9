import { createServer } from 'node:http';
import Stripe from 'stripe';
import { vi } from 'vitest';

/**
 * Test helper: a webhook endpoint that checks every delivery with the real SDK's
 * `stripe.webhooks.constructEvent`, the way the product's webhook function does.
 */
export interface Delivery {
  signature: string;
  /** The verified event, or null when verification failed. */
  event: Stripe.Event | null;
  error: string | null;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** Statuses for the next deliveries, in order; 200 once these run out. */
  answers: number[];
  /** While set, deliveries are received but not answered until `release()` (a slow endpoint). */
  holding: boolean;
  /** Answers every held delivery and stops holding. */
  release(): void;
  waitForEvent(type: string, timeoutMs?: number): Promise<Stripe.Event>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const stripe = new Stripe('sk_test_receiver');
  const deliveries: Delivery[] = [];
  const answers: number[] = [];
  const held: (() => void)[] = [];
  const receiver = {
    url: '',
    deliveries,
    holding: false,
    answers,
    release() {
      receiver.holding = false;
      for (const answer of held.splice(0)) answer();
    },
    waitForEvent(type: string, timeoutMs = 3000): Promise<Stripe.Event> {
      return vi.waitFor(
        () => {
          const found = deliveries.find((d) => d.event?.type === type)?.event;
          if (!found) throw new Error(`No verified ${type} event within ${timeoutMs} ms`);
          return found;
        },
        { timeout: timeoutMs, interval: 10 },
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = String(request.headers['stripe-signature'] ?? '');
      const delivery: Delivery = { signature, event: null, error: null };
      try {
        delivery.event = stripe.webhooks.constructEvent(raw, signature, secret);
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
      deliveries.push(delivery);
      const status = delivery.error ? 400 : (answers.shift() ?? 200);
      const answer = () => void response.writeHead(status).end();
      if (receiver.holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver not on TCP');
  receiver.url = `http://127.0.0.1:${address.port}/webhook`;
  return receiver;
}
