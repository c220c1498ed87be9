import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { consumeRateLimits, type RateLimitCheck } from '@functions/services/rate-limit';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';

beforeEach(() => resetFirestore());
afterAll(closeTestDb);

const NOW = new Date('2026-05-02T09:00:00Z');
const ceiling: RateLimitCheck = { key: 'test:all', limit: 30, windowMs: 60_000, shards: 5 };

const attempt = (now = NOW, checks: RateLimitCheck[] = [ceiling], secret = TEST_KEY_HASH_SECRET) =>
  consumeRateLimits({ db: testDb(), keyHashSecret: secret }, checks, now);

const counterIds = async () =>
  (await testDb().collection('rateLimits').get()).docs.map((doc) => doc.id).sort();

describe('consumeRateLimits', () => {
  it('lets a burst of exactly the limit through a sharded ceiling, and refuses the next', async () => {
    // Thirty at once over five shards of six: a shard picked blindly would overflow while others
    // still had room.
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt()));
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(await attempt()).toBe(false);
  });

  it('opens a new window once the old one has passed', async () => {
    await Promise.all(Array.from({ length: 30 }, () => attempt()));
    expect(await attempt(new Date(NOW.getTime() + 59_999))).toBe(false);
    expect(await attempt(new Date(NOW.getTime() + 60_000))).toBe(true);
  });

  it('counts a refused attempt against none of the other checks', async () => {
    const caller = { key: 'test:ip:203.0.113.7', limit: 2, windowMs: 60_000 };
    const other = { key: 'test:ip:203.0.113.8', limit: 2, windowMs: 60_000 };
    expect(await attempt(NOW, [ceiling, caller])).toBe(true);
    expect(await attempt(NOW, [ceiling, caller])).toBe(true);
    expect(await attempt(NOW, [ceiling, caller])).toBe(false);
    // 2 of the ceiling's 30 used: 28 more from another caller fit, not 29.
    for (let i = 0; i < 14; i += 1) {
      const second = { ...other, key: `${other.key}-${i}` };
      expect(await attempt(NOW, [ceiling, second])).toBe(true);
      expect(await attempt(NOW, [ceiling, second])).toBe(true);
    }
    expect(await attempt(NOW, [ceiling, { ...other, key: 'test:ip:fresh' }])).toBe(false);
  });

  it('stores no key in the clear, nor as a hash anyone could recompute from a guess', async () => {
    const key = 'test:ip:203.0.113.7';
    await attempt(NOW, [{ key, limit: 2, windowMs: 60_000 }]);
    const ids = await counterIds();
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(ids[0]).not.toBe(createHash('sha256').update(key).digest('hex'));
    // The id depends on the secret: another secret counts the same key elsewhere.
    await attempt(NOW, [{ key, limit: 2, windowMs: 60_000 }], 'another-secret-of-sixteen-chars');
    expect(await counterIds()).toHaveLength(2);
  });

  it('refuses to count without a secret', async () => {
    await expect(attempt(NOW, [ceiling], '')).rejects.toThrow(/KEY_HASH_SECRET/);
    expect(await counterIds()).toEqual([]);
  });
});
