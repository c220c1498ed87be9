import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { commitOptimistically, writeIfUnchanged } from '@functions/lib/optimistic-commit';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

beforeEach(() => resetFirestore());
afterAll(closeTestDb);

/** Adds one to a counter document, creating it on the first call. */
function increment(path: string) {
  const db = testDb();
  const ref = db.doc(path);
  return commitOptimistically(db, async (batch) => {
    const read = await ref.get();
    const count = ((read.data()?.['count'] as number | undefined) ?? 0) + 1;
    writeIfUnchanged(batch, ref, read, { count });
    return count;
  });
}

describe('commitOptimistically', () => {
  it('counts every one of 30 concurrent increments once, the first ones racing to create it', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => increment('counters/a')));
    expect((await testDb().doc('counters/a').get()).data()).toEqual({ count: 30 });
    // Each call saw a different count: no two decisions were made on the same reading.
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('decides again on what changed when a guarded document is written between read and commit', async () => {
    const db = testDb();
    const ref = db.doc('counters/b');
    await ref.set({ count: 5 });
    const seen: number[] = [];
    const answer = await commitOptimistically(db, async (batch) => {
      const read = await ref.get();
      const count = read.data()?.['count'] as number;
      seen.push(count);
      // Another call's write lands after this reading, on the first round only.
      if (seen.length === 1) await ref.set({ count: 10 });
      writeIfUnchanged(batch, ref, read, { count: count + 1 });
      return count + 1;
    });
    expect(seen).toEqual([5, 10]);
    expect(answer).toBe(11);
    expect((await ref.get()).data()).toEqual({ count: 11 });
  });

  it('does not create a document someone else created after it was read as missing', async () => {
    const db = testDb();
    const ref = db.doc('counters/c');
    let rounds = 0;
    await commitOptimistically(db, async (batch) => {
      const read = await ref.get();
      rounds += 1;
      if (rounds === 1) await ref.set({ count: 7, by: 'another call' });
      writeIfUnchanged(batch, ref, read, { count: (read.data()?.['count'] ?? 0) + 1 });
    });
    expect(rounds).toBe(2);
    expect((await ref.get()).data()).toEqual({ count: 8, by: 'another call' });
  });

  it('lets a refusal through at once, without another round, and writes nothing', async () => {
    const db = testDb();
    let rounds = 0;
    await expect(
      commitOptimistically(db, async (batch) => {
        rounds += 1;
        batch.set(db.doc('counters/d'), { count: 1 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(rounds).toBe(1);
    expect((await db.doc('counters/d').get()).exists).toBe(false);
  });
});
