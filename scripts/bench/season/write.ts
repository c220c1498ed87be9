import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { Season } from './season';

/** Firestore's most writes per batch. */
const BATCH_SIZE = 500;
/** Batches in flight at once: enough to keep the emulator busy, few enough for 2 cores. */
const PARALLEL_BATCHES = 4;

export interface SeasonWrite {
  path: string;
  data: object;
}

/** Every document of the season, members first (their trigger then runs while the rest is written). */
export function seasonWrites(season: Season): SeasonWrite[] {
  return [
    ...season.members.map((member) => ({ path: `members/${member.memberNumber}`, data: member })),
    ...season.bookings.map(({ id, doc }) => ({ path: `bookings/${id}`, data: doc })),
    ...season.waitlist.map(({ id, doc }) => ({ path: `waitlist/${id}`, data: doc })),
    ...season.counters.map(({ id, doc }) => ({ path: `capacity/${id}`, data: doc })),
  ];
}

/**
 * Writes the season through the Admin SDK in batches of 500, PARALLEL_BATCHES at a time, and calls
 * `progress` after each batch with the documents written so far. A counter is written whole (`set`),
 * so a run over a stack that already holds a season replaces its documents instead of adding up.
 */
export async function writeSeason(
  db: Firestore,
  writes: readonly SeasonWrite[],
  progress: (written: number, total: number) => void,
): Promise<void> {
  const batches: WriteBatch[] = [];
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of writes.slice(start, start + BATCH_SIZE))
      batch.set(db.doc(path), data);
    batches.push(batch);
  }
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next;
      next += 1;
      await batches[index]!.commit();
      written += Math.min(BATCH_SIZE, writes.length - index * BATCH_SIZE);
      progress(written, writes.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}
