import { describe, expect, it } from 'vitest';
import type { StaffCollectWaiversRequest } from '@/domain/api/waiver';
import { sendQueuedWaivers, type CollectWaivers } from './send-waivers';
import { waiverQueue, type QueuedWaiverEntry, type QueueSlot } from './waiver-queue';

/**
 * The queue's storage as IndexedDB treats it: what is written is a structured clone, read back
 * as a new object. (The app's slot is the private IndexedDB store; Node has no IndexedDB.)
 */
function clonedSlot(): QueueSlot & { value: unknown } {
  const slot = {
    value: undefined as unknown,
    read: () => Promise.resolve(structuredClone(slot.value)),
    write: (value: unknown) => {
      slot.value = structuredClone(value);
      return Promise.resolve();
    },
  };
  return slot;
}

const UID = 'guide-uid';

function signed(bookingId: string, participantIndex: number, signerName = 'Marco Rossi') {
  return {
    bookingId,
    participantIndex,
    signature: {
      signerName,
      birthDate: '1990-04-02',
      place: 'Negrar',
      approveWaiver: true,
      approveSpecificClauses: true,
      textVersion: '2026-1',
      language: 'it',
    },
    signedAtDevice: '2027-05-16T07:15:00.000Z',
    state: 'signed',
  } satisfies QueuedWaiverEntry;
}

/** The server as far as the queue can tell: each participant's signature recorded once. */
function server() {
  const recorded = new Set<string>();
  const calls: StaffCollectWaiversRequest['waivers'][] = [];
  const collect: CollectWaivers = (request) => {
    calls.push(request.waivers);
    return Promise.resolve({
      results: request.waivers.map(({ bookingId, participantIndex, signature }) => {
        const key = `${bookingId}/${participantIndex}`;
        const outcome =
          signature.textVersion !== '2026-1'
            ? ('text_changed' as const)
            : recorded.has(key)
              ? ('already_signed' as const)
              : ('signed' as const);
        recorded.add(key);
        return { bookingId, participantIndex, outcome };
      }),
    });
  };
  return { collect, calls, recorded };
}

describe('waiverQueue', () => {
  it('keeps each signature at once, the first of a participant, for its own account only', async () => {
    const queue = waiverQueue(clonedSlot());
    await queue.add(UID, signed('booking1', 1));
    await queue.add(UID, signed('booking1', 1, 'Someone Else'));
    await queue.add(UID, { ...signed('booking1', 2, 'Anna Rossi'), state: 'guardian_signed' });
    const listed = await queue.list(UID);
    expect(listed.map((waiver) => [waiver.participantIndex, waiver.signature.signerName])).toEqual([
      [1, 'Marco Rossi'],
      [2, 'Anna Rossi'],
    ]);
    expect(listed[1]?.state).toBe('guardian_signed');
    expect(await queue.list('another-guide')).toEqual([]);
    expect(await queue.count()).toBe(2);
  });

  it('keeps every signature added at the same moment', async () => {
    const queue = waiverQueue(clonedSlot());
    await Promise.all([0, 1, 2, 3].map((index) => queue.add(UID, signed('booking1', index))));
    expect(await queue.count()).toBe(4);
  });
});

describe('sendQueuedWaivers', () => {
  it('sends in batches, empties the queue of what the server answered and returns each outcome', async () => {
    const queue = waiverQueue(clonedSlot());
    const { collect, calls } = server();
    for (let index = 0; index < 25; index++) {
      await queue.add(UID, signed(`booking${index}`, 1));
    }
    await queue.add(UID, {
      ...signed('old-text', 0),
      signature: { ...signed('old-text', 0).signature, textVersion: '2025-1' },
    });
    const results = await sendQueuedWaivers(UID, collect, queue);
    expect(calls.map((batch) => batch.length)).toEqual([20, 6]);
    // Sent as the server's schema wants them: the device's state is the device's own business.
    expect(calls[0]?.[0]).not.toHaveProperty('state');
    expect(results).toHaveLength(26);
    expect(results.at(-1)).toEqual({
      bookingId: 'old-text',
      participantIndex: 0,
      outcome: 'text_changed',
    });
    expect(await queue.count()).toBe(0);
  });

  it('keeps the queue when the call fails, and sends it all on the next attempt', async () => {
    const queue = waiverQueue(clonedSlot());
    await queue.add(UID, signed('booking1', 1));
    const offline: CollectWaivers = () => Promise.reject(new Error('Failed to fetch'));
    await expect(sendQueuedWaivers(UID, offline, queue)).rejects.toThrow('Failed to fetch');
    expect(await queue.count()).toBe(1);
    const { collect, recorded } = server();
    expect(await sendQueuedWaivers(UID, collect, queue)).toEqual([
      { bookingId: 'booking1', participantIndex: 1, outcome: 'signed' },
    ]);
    expect([...recorded]).toEqual(['booking1/1']);
    expect(await queue.count()).toBe(0);
  });

  it('sends once when asked twice at once, and a signature added meanwhile goes too', async () => {
    const queue = waiverQueue(clonedSlot());
    await queue.add(UID, signed('booking1', 0));
    const { collect, calls } = server();
    let added: Promise<void> | undefined;
    const slowFirst: CollectWaivers = async (request) => {
      added ??= queue.add(UID, signed('booking1', 1));
      await added;
      return collect(request);
    };
    const [first, second] = await Promise.all([
      sendQueuedWaivers(UID, slowFirst, queue),
      sendQueuedWaivers(UID, slowFirst, queue),
    ]);
    expect(second).toBe(first);
    expect(calls.map((batch) => batch.map((waiver) => waiver.participantIndex))).toEqual([
      [0],
      [1],
    ]);
    expect(await queue.count()).toBe(0);
  });

  it("answers a stored signature the server's schema would refuse as invalid, and still sends the rest", async () => {
    const slot = clonedSlot();
    const queue = waiverQueue(slot);
    await queue.add(UID, signed('booking1', 0));
    await queue.add(UID, { ...signed('booking1', 1), signedAtDevice: 'yesterday morning' });
    const { collect, calls } = server();
    const results = await sendQueuedWaivers(UID, collect, queue);
    expect(results).toEqual([
      { bookingId: 'booking1', participantIndex: 1, outcome: 'invalid' },
      { bookingId: 'booking1', participantIndex: 0, outcome: 'signed' },
    ]);
    expect(calls).toHaveLength(1);
    expect(await queue.count()).toBe(0);
  });

  it('stops when the server answers for none of what was sent, keeping it', async () => {
    const queue = waiverQueue(clonedSlot());
    await queue.add(UID, signed('booking1', 0));
    const silent: CollectWaivers = () => Promise.resolve({ results: [] });
    expect(await sendQueuedWaivers(UID, silent, queue)).toEqual([]);
    expect(await queue.count()).toBe(1);
  });
});
