import type { Firestore } from 'firebase-admin/firestore';
import { moneyWrites } from './money';
import { rentalWrites } from './rentals';
import { staffRecordWrites } from './staff-records';
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
    ...season.vouchers,
    ...moneyWrites(season.money),
    ...rentalWrites(season.rentals),
    ...staffRecordWrites(season.applications, season.auditLog),
  ];
}

/**
 * A batch closes at this many bytes of JSON as well: a payout holds hundreds of lines (up to about
 * 300 KB), and the emulator never answered a commit of a few MB of them (Firestore allows 10 MiB),
 * while each payout on its own is written in milliseconds.
 */
const BATCH_BYTES = 1024 * 1024;

/** The writes in batches of at most BATCH_SIZE documents and about BATCH_BYTES. */
function batchesOf(writes: readonly SeasonWrite[]): SeasonWrite[][] {
  const batches: SeasonWrite[][] = [];
  let batch: SeasonWrite[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = JSON.stringify(write.data).length;
    if (batch.length === BATCH_SIZE || (batch.length > 0 && bytes + size > BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(write);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Writes the season through the Admin SDK in batches (batchesOf), PARALLEL_BATCHES at a time, and
 * calls `progress` after each batch with the documents written so far. A counter is written whole
 * (`set`), so a run over a stack that already holds a season replaces its documents instead of
 * adding up.
 */
export async function writeSeason(
  db: Firestore,
  writes: readonly SeasonWrite[],
  progress: (written: number, total: number) => void,
): Promise<void> {
  const batches = batchesOf(writes);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < batches.length) {
      const writesOfBatch = batches[next]!;
      next += 1;
      const batch = db.batch();
      for (const { path, data } of writesOfBatch) batch.set(db.doc(path), data);
      await batch.commit();
      written += writesOfBatch.length;
      progress(written, writes.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}
