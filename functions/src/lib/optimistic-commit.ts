import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  WriteBatch,
} from 'firebase-admin/firestore';

/**
 * Rounds an optimistic commit may lose before giving up. Each lost round means another call's
 * commit landed, so a burst of N callers settles within N rounds; this leaves room for N = 100.
 */
const OPTIMISTIC_COMMIT_ROUNDS = 100;

// gRPC codes of a lost race: a guarded document changed (FAILED_PRECONDITION), a document
// expected absent was created (ALREADY_EXISTS), or a transaction elsewhere held it (ABORTED).
const LOST_RACE_CODES = new Set([6, 9, 10]);

const isLostRace = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'number' &&
  LOST_RACE_CODES.has((error as { code: number }).code);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Read, decide, then commit one batch whose writes only land if nothing they depend on changed
 * since the reads (`writeIfUnchanged`): optimistic concurrency for documents many calls update
 * at once, such as a date's seat counter. A Firestore transaction from a server SDK locks what
 * it reads instead, and when dozens of calls read one document and then all want to write it,
 * they abort each other and the SDK backs off for seconds, longer each round (on the emulator
 * the last of 40 racing checkouts took over a minute). Here no lock is held: a call that lost
 * the race reads again at once and decides on what the winner wrote.
 *
 * `decide` reads what it needs, throws to refuse, and fills the batch; it may run several times.
 */
export async function commitOptimistically<T>(
  db: Firestore,
  decide: (batch: WriteBatch) => Promise<T>,
): Promise<T> {
  for (let round = 1; ; round += 1) {
    const batch = db.batch();
    const result = await decide(batch);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      if (!isLostRace(error) || round >= OPTIMISTIC_COMMIT_ROUNDS) throw error;
      // A few milliseconds of random wait spread the losers' next reads apart.
      await pause(Math.random() * Math.min(5 * round, 50));
    }
  }
}

/**
 * Writes a document only if it is still as `read` saw it: its fields updated where it existed and
 * has not been written since, created where it did not exist and still does not.
 */
export function writeIfUnchanged(
  batch: WriteBatch,
  ref: DocumentReference,
  read: Pick<DocumentSnapshot, 'exists' | 'updateTime'>,
  data: DocumentData,
): void {
  if (read.exists && read.updateTime) batch.update(ref, data, { lastUpdateTime: read.updateTime });
  else batch.create(ref, data);
}

/**
 * Makes the batch land only if a document the decision read, without changing it, is still as
 * read: it writes back one field's value as read, under the read's update time. Firestore does not
 * count a write that changes nothing as a change (the update time stays), so such guards on one
 * document never make each other lose; only a real change in between does.
 */
export function guardUnchanged(
  batch: WriteBatch,
  read: Pick<DocumentSnapshot, 'ref' | 'updateTime' | 'get'>,
  field: string,
): void {
  if (!read.updateTime) throw new Error(`${read.ref.path} cannot be guarded: it does not exist`);
  batch.update(
    read.ref.withConverter(null),
    { [field]: read.get(field) as unknown },
    { lastUpdateTime: read.updateTime },
  );
}
