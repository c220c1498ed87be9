import type { CallContext } from '@functions/lib/call-context';
import { randomInt } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { rateLimitCounterSchema } from '@/domain/documents/rate-limit';
import type { z } from '@/domain/zod';
import { failure } from '@functions/lib/callable-errors';
import { documentConverter, getAllOf, timestampSchema } from '@functions/lib/document-converter';
import { keyedId, type KeyedStore } from '@functions/lib/keyed-id';
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

const counterSchema = rateLimitCounterSchema(timestampSchema);
type Counter = z.infer<typeof counterSchema>;
/** Every read of `rateLimits` goes through this: a malformed counter throws, naming its path. */
const counterConverter = documentConverter(counterSchema);

/** The counter documents of one check (one per shard) and the allowance of each. */
function countersFor({ db, keyHashSecret }: KeyedStore, check: RateLimitCheck) {
  const shards = Math.max(1, check.shards ?? 1);
  const keys =
    shards > 1
      ? Array.from({ length: shards }, (_, shard) => `${check.key}#${shard}`)
      : [check.key];
  return {
    refs: keys.map((key) =>
      db.collection('rateLimits').doc(keyedId(keyHashSecret, key)).withConverter(counterConverter),
    ),
    limit: Math.max(1, Math.ceil(check.limit / shards)),
    windowMs: check.windowMs,
  };
}

/** What counting one more attempt on a shard would write, or null when the shard is full. */
function nextCount(read: DocumentSnapshot<Counter>, limit: number, windowMs: number, now: Date) {
  const data = read.data();
  const open = data !== undefined && now.getTime() - data.windowStartedAt.toMillis() < windowMs;
  if (open && data.count >= limit) return null;
  const windowStartedAt = open ? data.windowStartedAt : Timestamp.fromDate(now);
  return {
    windowStartedAt,
    count: open ? data.count + 1 : 1,
    expiresAt: Timestamp.fromMillis(windowStartedAt.toMillis() + windowMs),
  };
}

/**
 * Counts one attempt against every check, all or none, in one atomic commit, and answers whether it
 * is allowed: a refused attempt uses up none of the other allowances. Counters live in Firestore
 * (`rateLimits/{HMAC-SHA256(KEY_HASH_SECRET, key)}`) so they hold across function instances; keys
 * are hashed under a secret so no address, name or e-mail can be read or guessed from an id. `expiresAt` is the TTL field that deletes old counters.
 *
 * A sharded check reads all its shards and counts the attempt on one with room left, chosen at
 * random: concurrent calls still write different documents, and the check refuses only when
 * every shard is full, so a burst under the limit always passes (a shard picked blindly could
 * fill up while others stayed empty).
 */
export async function consumeRateLimits(
  store: KeyedStore,
  checks: RateLimitCheck[],
  now: Date,
): Promise<boolean> {
  const { db } = store;
  const counters = checks.map((check) => countersFor(store, check));
  // A burst of calls contends on the function-wide counters: an optimistic commit lets each
  // loser count again at once instead of backing off for seconds.
  return commitOptimistically(db, async (batch) => {
    const snapshots = await getAllOf(
      db,
      counters.flatMap((counter) => counter.refs),
    );
    let offset = 0;
    const writes = counters.map(({ refs, limit, windowMs }) => {
      const shards = snapshots.slice(offset, (offset += refs.length));
      const open = shards.flatMap((read, index) => {
        const next = nextCount(read, limit, windowMs, now);
        return next ? [{ ref: refs[index]!, read, next }] : [];
      });
      return open.length > 0 ? open[randomInt(open.length)]! : null;
    });
    if (writes.some((write) => write === null)) return false;
    for (const write of writes) writeIfUnchanged(batch, write!.ref, write!.read, write!.next);
    return true;
  });
}

/** As `consumeRateLimits`, failing the call with `resource-exhausted` / RATE_LIMITED when over. */
export async function enforceRateLimits(
  store: KeyedStore,
  checks: RateLimitCheck[],
  now: Date,
): Promise<void> {
  if (await consumeRateLimits(store, checks, now)) return;
  throw failure(
    'resource-exhausted',
    'RATE_LIMITED',
    'RATE_LIMITED: too many attempts, try again in a minute',
  );
}

/**
 * How many callers' allowance the accounts signed in from one address share: a family or a
 * hotel's wifi is one address, and accounts, free to make, must not multiply what it may do.
 */
export const ACCOUNTS_PER_ADDRESS = 5;

/**
 * A caller's checks under `prefix` (e.g. 'getReceipt'): its own key with `limit`, and for a
 * signed-in caller also the accounts of its address, together allowed ACCOUNTS_PER_ADDRESS times
 * `limit` (a counter of their own: callers without an account keep theirs).
 */
export function callerChecks(
  prefix: string,
  caller: Pick<CallContext, 'clientKey' | 'addressKey'>,
  limit: Limit,
): RateLimitCheck[] {
  return [
    { key: `${prefix}:${caller.clientKey}`, ...limit },
    ...(caller.addressKey
      ? [
          {
            key: `${prefix}:accounts-at:${caller.addressKey}`,
            limit: limit.limit * ACCOUNTS_PER_ADDRESS,
            windowMs: limit.windowMs,
          },
        ]
      : []),
  ];
}
