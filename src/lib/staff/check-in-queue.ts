import { z } from '@/domain/zod';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';

/**
 * Check-ins made on this device and not yet acknowledged by the server, kept in IndexedDB (the
 * private store emptied at sign-out) so a phone with no signal loses none: they are sent when
 * the connection returns (send-check-ins.ts), and signing out first warns while any is left.
 */
const KEY = 'staff-check-in-queue';

const queuedCheckInSchema = z.object({
  bookingId: z.string(),
  /** The device's time of the scan (ISO), shown until the server's time is known. */
  scannedAt: z.string(),
});
export type QueuedCheckIn = z.infer<typeof queuedCheckInSchema>;

const queueSchema = z.object({ uid: z.string(), checkIns: z.array(queuedCheckInSchema) });

/** Serialises read-modify-write cycles of this tab, so a scan during a send is never dropped. */
let pending: Promise<unknown> = Promise.resolve();
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = pending.then(work, work);
  pending = next.catch(() => undefined);
  return next;
}

async function read(): Promise<z.infer<typeof queueSchema> | null> {
  const parsed = queueSchema.safeParse(await readPrivateCopy(KEY));
  return parsed.success ? parsed.data : null;
}

/** This staff member's unsent check-ins, oldest first. */
export async function queuedCheckIns(uid: string): Promise<QueuedCheckIn[]> {
  const queue = await read();
  return queue?.uid === uid ? queue.checkIns : [];
}

/** Adds one check-in (a second scan of the same booking keeps the first). */
export function enqueueCheckIn(uid: string, checkIn: QueuedCheckIn): Promise<void> {
  return serialised(async () => {
    const queue = await read();
    const checkIns = queue?.uid === uid ? queue.checkIns : [];
    if (checkIns.some((queued) => queued.bookingId === checkIn.bookingId)) return;
    await writePrivateCopy(KEY, { uid, checkIns: [...checkIns, checkIn] });
  });
}

/** Drops the check-ins the server has answered for. */
export function removeCheckIns(uid: string, bookingIds: ReadonlySet<string>): Promise<void> {
  return serialised(async () => {
    const queue = await read();
    if (queue?.uid !== uid) return;
    const left = queue.checkIns.filter((queued) => !bookingIds.has(queued.bookingId));
    await writePrivateCopy(KEY, { uid, checkIns: left });
  });
}

/** How many check-ins on this device still wait to be sent (any account). */
export async function unsentCheckInCount(): Promise<number> {
  return (await read())?.checkIns.length ?? 0;
}
