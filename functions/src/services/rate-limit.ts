import { createHash, randomInt } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { failure } from '@functions/lib/callable-errors';
import { commitOptimistically, writeIfUnchanged } from '@functions/lib/optimistic-commit';

/** A limit of `limit` attempts per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

export interface RateLimitCheck extends Limit {
  /** Who or what is counted, scoped by the function, e.g. `verifyMember:ip:203.0.113.7`. */
  key: string;
  /**
   * Spread the count over this many counters, each allowing its share: for a function-wide
   * ceiling, so every call of a busy function does not contend on one document.
   */
  shards?: number;
}

interface Counter {
  windowStartedAt: Timestamp;
  count: number;
}

const DOCUMENT_ID = (key: string) => createHash('sha256').update(key).digest('hex');

/** The counter document and allowance one attempt is counted against. */
function counterFor(db: Firestore, check: RateLimitCheck) {
  const shards = Math.max(1, check.shards ?? 1);
  const key = shards > 1 ? `${check.key}#${randomInt(shards)}` : check.key;
  return {
    ref: db.collection('rateLimits').doc(DOCUMENT_ID(key)),
    limit: Math.max(1, Math.ceil(check.limit / shards)),
    windowMs: check.windowMs,
  };
}

/**
 * Counts one attempt against every check, all or none, in one atomic commit, and answers whether it
 * is allowed: a refused attempt uses up none of the other allowances. Counters live in Firestore
 * (`rateLimits/{sha256(key)}`) so they hold across function instances; keys are hashed so no
 * address, name or e-mail is stored. `expiresAt` is the TTL field that deletes old counters.
 */
export async function consumeRateLimits(
  db: Firestore,
  checks: RateLimitCheck[],
  now: Date,
): Promise<boolean> {
  const counters = checks.map((check) => counterFor(db, check));
  // A burst of calls contends on the function-wide counters: an optimistic commit lets each
  // loser count again at once instead of backing off for seconds.
  return commitOptimistically(db, async (batch) => {
    const snapshots = await db.getAll(...counters.map((counter) => counter.ref));
    const next = counters.map((counter, index) => {
      const read = snapshots[index]!;
      const data = read.data() as Counter | undefined;
      const open =
        data !== undefined && now.getTime() - data.windowStartedAt.toMillis() < counter.windowMs;
      return {
        counter,
        read,
        over: open && data.count >= counter.limit,
        windowStartedAt: open ? data.windowStartedAt : Timestamp.fromDate(now),
        count: open ? data.count + 1 : 1,
      };
    });
    if (next.some((entry) => entry.over)) return false;
    for (const { counter, read, windowStartedAt, count } of next) {
      writeIfUnchanged(batch, counter.ref, read, {
        windowStartedAt,
        count,
        expiresAt: Timestamp.fromMillis(windowStartedAt.toMillis() + counter.windowMs),
      });
    }
    return true;
  });
}

/** As `consumeRateLimits`, failing the call with `resource-exhausted` / RATE_LIMITED when over. */
export async function enforceRateLimits(
  db: Firestore,
  checks: RateLimitCheck[],
  now: Date,
): Promise<void> {
  if (await consumeRateLimits(db, checks, now)) return;
  throw failure(
    'resource-exhausted',
    'RATE_LIMITED',
    'RATE_LIMITED: too many attempts, try again in a minute',
  );
}

/** As `enforceRateLimits` for a single check. */
export function enforceRateLimit(
  db: Firestore,
  check: RateLimitCheck & { now: Date },
): Promise<void> {
  const { now, ...rest } = check;
  return enforceRateLimits(db, [rest], now);
}
