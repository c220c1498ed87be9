import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { countReadsInto, countingReads } from '@functions/lib/read-count';
import { testDb } from '../support/firestore';

/** The bench's read counter (BENCH_COUNT_READS) on the real emulator: each kind of read, counted once. */
const collection = `readCount${Date.now()}`;
const logFile = join(mkdtempSync(join(tmpdir(), 'read-count-')), 'reads.jsonl');
const lines = () =>
  readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { fn: string; reads: number });

beforeAll(async () => {
  const batch = testDb().batch();
  for (let n = 0; n < 5; n += 1) batch.set(testDb().doc(`${collection}/doc${n}`), { n });
  await batch.commit();
});

describe('the read counter of the season bench', () => {
  it('counts documents by id, query results, empty queries, aggregations and transaction reads', async () => {
    const db = testDb();
    const counted = countReadsInto(logFile);
    await counted('allKinds', async () => {
      await db.doc(`${collection}/doc0`).get(); // 1
      await db.getAll(db.doc(`${collection}/doc1`), db.doc(`${collection}/missing`)); // 2
      await db.collection(collection).where('n', '>=', 2).get(); // 3
      await db.collection(collection).where('n', '>', 99).get(); // 1: an empty query is billed one
      await db
        .collection(collection)
        .aggregate({ total: AggregateField.sum('n') })
        .get(); // 1
      await db.runTransaction(async (tx) => {
        await tx.get(db.doc(`${collection}/doc4`)); // 1
        await tx.get(db.collection(collection).limit(2)); // 2
      });
    });
    await counted('nothing', async () => undefined);
    expect(lines().slice(-2)).toEqual([
      { fn: 'allKinds', reads: 11 },
      { fn: 'nothing', reads: 0 },
    ]);
  });

  it('keeps two invocations running at once apart', async () => {
    const db = testDb();
    const counted = countReadsInto(logFile);
    await Promise.all([
      counted('one', () => db.doc(`${collection}/doc0`).get()),
      counted('five', () => db.collection(collection).get()),
    ]);
    expect(
      lines()
        .slice(-2)
        .sort((a, b) => a.reads - b.reads),
    ).toEqual([
      { fn: 'one', reads: 1 },
      { fn: 'five', reads: 5 },
    ]);
  });

  it('only runs the handler when BENCH_COUNT_READS is unset', async () => {
    expect(process.env.BENCH_COUNT_READS).toBeUndefined();
    const before = lines().length;
    await expect(countingReads('unset', async () => 'answer')).resolves.toBe('answer');
    expect(lines()).toHaveLength(before);
  });
});
