import Stripe from 'stripe';

interface StripeEndpoint {
  /** Empty for the real Stripe API; the local stand-in's host on the emulators and in tests. */
  host: string;
  port: string;
  protocol: string;
}

const clients = new Map<string, Stripe>();

/**
 * The Stripe SDK, pointed at the local stand-in when a host is given. The SDK retries network
 * failures twice; that is safe because every write the functions make carries an idempotency key.
 * One client per key and endpoint, reused across invocations of a warm instance.
 */
export function stripeClient(secretKey: string, endpoint: StripeEndpoint): Stripe {
  const cacheKey = `${secretKey}@${endpoint.protocol}://${endpoint.host}:${endpoint.port}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = endpoint.host
      ? new Stripe(secretKey, {
          host: endpoint.host,
          port: endpoint.port || undefined,
          protocol: endpoint.protocol === 'http' ? 'http' : 'https',
        })
      : new Stripe(secretKey);
    clients.set(cacheKey, client);
  }
  return client;
}
