import { z } from '@/domain/zod';
import { waiverSignatureFieldsSchema } from '@/domain/api/waiver';
import { collectedWaiverKey } from '@/domain/staff/roster-waivers';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';

/**
 * Waivers signed on this device ("Firma qui") and not yet acknowledged by the server, kept in
 * IndexedDB (the private store emptied at sign-out) the moment they are signed, so a guide with no
 * signal loses none: they are sent when the connection returns (send-waivers.ts).
 */
const KEY = 'staff-waiver-queue';

const queuedWaiverSchema = z.object({
  bookingId: z.string(),
  participantIndex: z.number().int().min(0),
  /** The form's values as signed, sent as they are: the server checks them again. */
  signature: waiverSignatureFieldsSchema,
  /** The device's time of the signature (ISO), for reference only. */
  signedAtDevice: z.string(),
  /** What the roster shows until the server answers: a minor's waiver is the guardian's. */
  state: z.enum(['signed', 'guardian_signed']),
});
export type QueuedWaiverEntry = z.input<typeof queuedWaiverSchema>;
export type StoredWaiverEntry = z.output<typeof queuedWaiverSchema>;

const queueSchema = z.object({ uid: z.string(), waivers: z.array(queuedWaiverSchema) });

/** Where the queue lives: one value, read and written whole. */
export interface QueueSlot {
  read: () => Promise<unknown>;
  write: (value: unknown) => Promise<void>;
}

export const keyOf = (waiver: { bookingId: string; participantIndex: number }) =>
  collectedWaiverKey(waiver.bookingId, waiver.participantIndex);

/** The queue's operations over one slot; `deviceWaiverQueue` is the one the app uses. */
export function waiverQueue(slot: QueueSlot) {
  /** Serialises read-modify-write cycles of this tab, so a signature during a send is kept. */
  let pending: Promise<unknown> = Promise.resolve();
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const next = pending.then(work, work);
    pending = next.catch(() => undefined);
    return next;
  }

  async function read(): Promise<z.infer<typeof queueSchema> | null> {
    const parsed = queueSchema.safeParse(await slot.read());
    return parsed.success ? parsed.data : null;
  }

  return {
    /** This staff member's unsent signatures, oldest first. */
    async list(uid: string): Promise<StoredWaiverEntry[]> {
      const queue = await read();
      return queue?.uid === uid ? queue.waivers : [];
    },

    /** Adds one signature; a second one for the same participant keeps the first. */
    add(uid: string, waiver: QueuedWaiverEntry): Promise<void> {
      return serialised(async () => {
        const entry = queuedWaiverSchema.parse(waiver);
        const queue = await read();
        const waivers = queue?.uid === uid ? queue.waivers : [];
        if (waivers.some((queued) => keyOf(queued) === keyOf(entry))) return;
        await slot.write({ uid, waivers: [...waivers, entry] });
      });
    },

    /** Drops the signatures the server has answered for (by `keyOf`). */
    remove(uid: string, keys: ReadonlySet<string>): Promise<void> {
      return serialised(async () => {
        const queue = await read();
        if (queue?.uid !== uid) return;
        const left = queue.waivers.filter((queued) => !keys.has(keyOf(queued)));
        await slot.write({ uid, waivers: left });
      });
    },

    /** How many signatures on this device still wait to be sent (any account). */
    async count(): Promise<number> {
      return (await read())?.waivers.length ?? 0;
    },
  };
}
export type WaiverQueue = ReturnType<typeof waiverQueue>;

export const deviceWaiverQueue: WaiverQueue = waiverQueue({
  read: () => readPrivateCopy(KEY),
  write: (value) => writePrivateCopy(KEY, value),
});
