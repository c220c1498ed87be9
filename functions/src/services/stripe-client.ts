import Stripe from 'stripe';
import type { Firestore } from 'firebase-admin/firestore';
import { problemReportingHttpClient } from './system-problems/stripe-problem-client';

interface StripeEndpoint {
  /** Empty for the real Stripe API; the local stand-in's host on the emulators and in tests. */
  host: string;
  port: string;
  protocol: string;
}

/** One client per database, key and endpoint, reused across invocations of a warm instance. */
const clients = new WeakMap<Firestore, Map<string, Stripe>>();

/**
 * Network failures are retried twice, with the SDK's back-off: safe because every write the
 * functions make carries an idempotency key, and few enough that a caller is answered in seconds.
 * Set here rather than left to the SDK's default, which has changed between versions.
 */
const MAX_NETWORK_RETRIES = 2;

/**
 * The Stripe SDK, pointed at the local stand-in when a host is given. Every request it makes goes
 * through `problemReportingHttpClient`, so a Stripe outage or a refused key is recorded in `db`
 * as a system problem for staff, whichever call met it.
 */
export function stripeClient(secretKey: string, endpoint: StripeEndpoint, db: Firestore): Stripe {
  const cacheKey = `${secretKey}@${endpoint.protocol}://${endpoint.host}:${endpoint.port}`;
  let cache = clients.get(db);
  if (!cache) {
    cache = new Map();
    clients.set(db, cache);
  }
  let client = cache.get(cacheKey);
  if (!client) {
    const httpClient = problemReportingHttpClient(Stripe.createNodeHttpClient(), {
      db,
      now: () => new Date(),
    });
    client = endpoint.host
      ? new Stripe(secretKey, {
          maxNetworkRetries: MAX_NETWORK_RETRIES,
          httpClient,
          host: endpoint.host,
          port: endpoint.port || undefined,
          protocol: endpoint.protocol === 'http' ? 'http' : 'https',
        })
      : new Stripe(secretKey, { maxNetworkRetries: MAX_NETWORK_RETRIES, httpClient });
    cache.set(cacheKey, client);
  }
  return client;
}
