import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { failure } from '@functions/lib/callable-errors';

interface RateLimitCheck {
  /** Who is counted, scoped by the caller, e.g. `verifyMember:ip:203.0.113.7`. */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  now: Date;
}

/**
 * Counts one attempt against `key` in a fixed window and answers whether it is allowed. The counter
 * lives in Firestore (`rateLimits/{sha256(key)}`) so it holds across function instances; the key
 * is hashed so no IP address or uid is stored. `expiresAt` lets a TTL policy clear old counters.
 */
async function consumeRateLimit(db: Firestore, check: RateLimitCheck): Promise<boolean> {
  const { key, limit, windowMs, now } = check;
  const ref = db.collection('rateLimits').doc(createHash('sha256').update(key).digest('hex'));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data() as { windowStartedAt: Timestamp; count: number } | undefined;
    const windowOpen =
      data !== undefined && now.getTime() - data.windowStartedAt.toMillis() < windowMs;
    if (windowOpen && data.count >= limit) return false;
    const windowStartedAt = windowOpen ? data.windowStartedAt : Timestamp.fromDate(now);
    tx.set(ref, {
      windowStartedAt,
      count: windowOpen ? data.count + 1 : 1,
      expiresAt: Timestamp.fromMillis(windowStartedAt.toMillis() + windowMs),
    });
    return true;
  });
}

/** As `consumeRateLimit`, failing the call with `resource-exhausted` / RATE_LIMITED when over. */
export async function enforceRateLimit(db: Firestore, check: RateLimitCheck): Promise<void> {
  if (await consumeRateLimit(db, check)) return;
  throw failure(
    'resource-exhausted',
    'RATE_LIMITED',
    'RATE_LIMITED: too many attempts, try again in a minute',
  );
}
