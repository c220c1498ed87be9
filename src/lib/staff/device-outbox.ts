import { z } from '@/domain/zod';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';

/**
 * The staff phone's outbox: work done with no signal (a check-in, a waiver signed on the phone, a
 * bike handed out at the desk) is kept at once in the device's private store, so the guide never
 * waits on the network and loses nothing; it is sent in batches when the connection returns, and
 * removed only once the server has answered for it (the server records each item once, so a
 * repeat after a lost answer is harmless). Each kind of work is one `OutboxKind`; this module owns
 * the queue, the batching, one send at a time, and what to do with an item the server would refuse.
 */

/** Where a queue lives: one value, read and written whole (the app's is the private IndexedDB store). */
export interface QueueSlot {
  read: () => Promise<unknown>;
  write: (value: unknown) => Promise<void>;
}

export const privateSlot = (key: string): QueueSlot => ({
  read: () => readPrivateCopy(key),
  write: (value) => writePrivateCopy(key, value),
});

export interface OutboxKind<Stored, Input, Result, Sendable> {
  /** The stored value's array field (kept as first stored, so an update loses no queued work). */
  field: string;
  entry: z.ZodType<Stored, Input>;
  /** Identifies one piece of work: a second one with the same key keeps the first. */
  keyOf: (item: Stored | Result) => string;
  batchSize: number;
  /**
   * What is sent for an entry, or the answer for one the server would refuse: one such entry would
   * refuse the whole call, every time, so it is answered here and dropped, and the rest still go.
   */
  toSendable: (entry: Stored) => { send: Sendable } | { refused: Result };
  send: (batch: Sendable[]) => Promise<Result[]>;
}

export interface DeviceOutbox<Stored, Input, Result> {
  /** This staff member's unsent work, oldest first. */
  list: (uid: string) => Promise<Stored[]>;
  /** Adds one piece of work (checked against the kind's schema); a repeat keeps the first. */
  add: (uid: string, item: Input) => Promise<void>;
  /** Drops the work the server has answered for (by the kind's key). */
  remove: (uid: string, keys: ReadonlySet<string>) => Promise<void>;
  /** How much work on this device still waits to be sent (any account). */
  count: () => Promise<number>;
  /**
   * Sends this staff member's queue in batches and answers what the server did with each item.
   * One send at a time: a reconnection during a send joins it. Throws (keeping the queue) when
   * a call fails.
   */
  send: (uid: string) => Promise<Result[]>;
}

export function deviceOutbox<Stored, Input, Result, Sendable>(
  kind: OutboxKind<Stored, Input, Result, Sendable>,
  slot: QueueSlot,
): DeviceOutbox<Stored, Input, Result> {
  const storedSchema = z.object({ uid: z.string(), items: z.array(kind.entry) });

  /** Serialises read-modify-write cycles of this tab, so work added during a send is kept. */
  let pending: Promise<unknown> = Promise.resolve();
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const next = pending.then(work, work);
    pending = next.catch(() => undefined);
    return next;
  }

  async function read(): Promise<{ uid: string; items: Stored[] } | null> {
    const stored = await slot.read();
    const parsed = storedSchema.safeParse(
      typeof stored === 'object' && stored !== null
        ? {
            uid: (stored as Record<string, unknown>).uid,
            items: (stored as Record<string, unknown>)[kind.field],
          }
        : stored,
    );
    return parsed.success ? parsed.data : null;
  }
  const write = (uid: string, items: Stored[]) => slot.write({ uid, [kind.field]: items });

  async function list(uid: string): Promise<Stored[]> {
    const queue = await read();
    return queue?.uid === uid ? queue.items : [];
  }

  function remove(uid: string, keys: ReadonlySet<string>): Promise<void> {
    return serialised(async () => {
      const queue = await read();
      if (queue?.uid !== uid) return;
      await write(
        uid,
        queue.items.filter((item) => !keys.has(kind.keyOf(item))),
      );
    });
  }

  async function sendAll(uid: string): Promise<Result[]> {
    const results: Result[] = [];
    for (;;) {
      const batch = (await list(uid)).slice(0, kind.batchSize);
      if (batch.length === 0) return results;
      const sendable: Sendable[] = [];
      const refused: Result[] = [];
      for (const item of batch) {
        const verdict = kind.toSendable(item);
        if ('send' in verdict) sendable.push(verdict.send);
        else refused.push(verdict.refused);
      }
      const answer = sendable.length > 0 ? await kind.send(sendable) : [];
      results.push(...refused, ...answer);
      const answered = new Set([...refused, ...answer].map(kind.keyOf));
      await remove(uid, answered);
      // An answer that settles none of the batch would send it again forever.
      if (!batch.some((item) => answered.has(kind.keyOf(item)))) return results;
    }
  }

  let inFlight: Promise<Result[]> | undefined;

  return {
    list,
    add(uid, item) {
      return serialised(async () => {
        const entry = kind.entry.parse(item);
        const queue = await read();
        const items = queue?.uid === uid ? queue.items : [];
        if (items.some((queued) => kind.keyOf(queued) === kind.keyOf(entry))) return;
        await write(uid, [...items, entry]);
      });
    },
    remove,
    async count() {
      return (await read())?.items.length ?? 0;
    },
    send(uid) {
      inFlight ??= sendAll(uid).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
