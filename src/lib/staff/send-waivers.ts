import {
  staffCollectWaiversRequestSchema,
  WAIVERS_PER_CALL,
  type StaffCollectWaiversRequest,
  type StaffCollectWaiversResponse,
} from '@/domain/api/waiver';
import { deviceWaiverQueue, keyOf, type WaiverQueue } from './waiver-queue';

export type CollectWaiverResult = StaffCollectWaiversResponse['results'][number];
/** The staff callable (src/features/staff/api): the server records each participant's once. */
export type CollectWaivers = (
  request: StaffCollectWaiversRequest,
) => Promise<StaffCollectWaiversResponse>;

const sendableWaiver = staffCollectWaiversRequestSchema.shape.waivers.element;

async function sendAll(
  uid: string,
  collect: CollectWaivers,
  queue: WaiverQueue,
): Promise<CollectWaiverResult[]> {
  const results: CollectWaiverResult[] = [];
  for (;;) {
    const batch = (await queue.list(uid)).slice(0, WAIVERS_PER_CALL);
    if (batch.length === 0) return results;
    // One entry the server's schema would refuse would refuse the whole call, every time: it is
    // answered here as invalid and dropped, so the others still go.
    const sendable: StaffCollectWaiversRequest['waivers'] = [];
    const refused: CollectWaiverResult[] = [];
    for (const { bookingId, participantIndex, signature, signedAtDevice } of batch) {
      const waiver = { bookingId, participantIndex, signature, signedAtDevice };
      if (sendableWaiver.safeParse(waiver).success) sendable.push(waiver);
      else refused.push({ bookingId, participantIndex, outcome: 'invalid' });
    }
    const answer = sendable.length > 0 ? (await collect({ waivers: sendable })).results : [];
    results.push(...refused, ...answer);
    // Removed only once answered: a call lost on the way is sent again, and the server records
    // each participant's signature once, so a repeat answers already_signed.
    const answered = new Set([...refused, ...answer].map(keyOf));
    await queue.remove(uid, answered);
    // An answer that settles none of the batch would send it again forever.
    if (!batch.some((waiver) => answered.has(keyOf(waiver)))) return results;
  }
}

const inFlight = new WeakMap<WaiverQueue, Promise<CollectWaiverResult[]>>();

/**
 * Sends this staff member's queued signatures (in batches) and answers what the server did with
 * each. One send at a time per queue: a reconnection during a send joins it.
 */
export function sendQueuedWaivers(
  uid: string,
  collect: CollectWaivers,
  queue: WaiverQueue = deviceWaiverQueue,
): Promise<CollectWaiverResult[]> {
  const running = inFlight.get(queue);
  if (running) return running;
  const sending = sendAll(uid, collect, queue).finally(() => inFlight.delete(queue));
  inFlight.set(queue, sending);
  return sending;
}
