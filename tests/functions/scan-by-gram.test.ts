import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@/domain/zod';
import { typedCollection } from '@functions/lib/document-converter';
import { scanByGram, type GramPosition } from '@functions/services/booking-base/scan-by-gram';
import { gramsStoredAt } from '@functions/services/booking-base/search-grams';
import { closeTestDb, testDb } from '../support/firestore';

// A collection of its own, so no other file's reset or documents meet these.
const COLLECTION = 'scanByGramTest';
const notes = typedCollection(COLLECTION, z.object({ name: z.string() }));
const HOLDING = 450;
const START = Date.UTC(2026, 0, 1);
/** The i-th document holding "ros" was created i minutes after START: higher is newer. */
const idOf = (i: number) => `note-${String(i).padStart(3, '0')}`;
const atOf = (i: number) => Timestamp.fromMillis(START + i * 60_000);
/** Among the newest 400, one whose fields its schema refuses. */
const MALFORMED = HOLDING - 10;

async function scan(visit: (id: string) => 'enough' | 'more', startAfter?: GramPosition) {
  const seen: string[] = [];
  const result = await scanByGram(
    notes(testDb()),
    'ros',
    (id) => {
      seen.push(id);
      return visit(id);
    },
    startAfter,
  );
  return { seen, ...result };
}

beforeAll(async () => {
  const db = testDb();
  const writes = Array.from({ length: HOLDING }, (_, i) => i + 1).map((i) => ({
    id: idOf(i),
    data: {
      ...(i === MALFORMED ? { name: 42 } : { name: `Rossi ${i}` }),
      searchGramsAt: gramsStoredAt(['ros', 'oss'], atOf(i)),
    },
  }));
  // Newer than all of them, but not holding the gram.
  writes.push({
    id: 'bianchi',
    data: { name: 'Bianchi', searchGramsAt: gramsStoredAt(['bia'], atOf(HOLDING + 1)) },
  });
  for (let from = 0; from < writes.length; from += 400) {
    const batch = db.batch();
    for (const { id, data } of writes.slice(from, from + 400)) {
      batch.set(db.collection(COLLECTION).doc(id), data);
    }
    await batch.commit();
  }
});

afterAll(async () => {
  await testDb().recursiveDelete(testDb().collection(COLLECTION));
  await closeTestDb();
});

describe('scanByGram', () => {
  it('hands over the documents holding the gram newest first, steps over a malformed one, and stops after 400', async () => {
    const first = await scan(() => 'more');
    const newest400 = Array.from({ length: 400 }, (_, k) => HOLDING - k);
    expect(first.seen).toEqual(newest400.filter((i) => i !== MALFORMED).map(idOf));
    expect(first).toMatchObject({ exhausted: false, last: { id: idOf(HOLDING - 399) } });
    expect(first.last?.at.toMillis()).toBe(atOf(HOLDING - 399).toMillis());

    // Going on from there, the rest, and then nothing is left.
    const rest = await scan(() => 'more', first.last);
    expect(rest.seen).toEqual(
      Array.from({ length: HOLDING - 400 }, (_, k) => idOf(HOLDING - 400 - k)),
    );
    expect(rest).toMatchObject({ exhausted: true, last: { id: idOf(1) } });
  });

  it('stops at the document that was enough, and goes on from it', async () => {
    const third = idOf(HOLDING - 2);
    const some = await scan((id) => (id === third ? 'enough' : 'more'));
    expect(some.seen).toEqual([idOf(HOLDING), idOf(HOLDING - 1), third]);
    expect(some).toMatchObject({ exhausted: false, last: { id: third } });
    const next = await scan(() => 'enough', some.last);
    expect(next.seen).toEqual([idOf(HOLDING - 3)]);
  });
});
