import { describe, expect, it } from 'vitest';
import type { StaffCollectWaiversRequest } from '@/domain/api/waiver';
import { checkInOutbox } from './check-in-outbox';
import type { QueueSlot } from './device-outbox';
import { waiverOutbox, type CollectWaiverResult, type QueuedWaiverEntry } from './waiver-outbox';

type Batch = StaffCollectWaiversRequest['waivers'];
type CollectWaivers = (batch: Batch) => Promise<CollectWaiverResult[]>;

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
  const calls: Batch[] = [];
  const collect: CollectWaivers = (batch) => {
    calls.push(batch);
    return Promise.resolve(
      batch.map((item) => {
        const { participantIndex, signature } = item;
        const holder =
          'bookingId' in item ? { bookingId: item.bookingId } : { rentalId: item.rentalId };
        const key = `${Object.values(holder)[0]}/${participantIndex}`;
        const outcome =
          signature.textVersion !== '2026-1'
            ? ('text_changed' as const)
            : recorded.has(key)
              ? ('already_signed' as const)
              : ('signed' as const);
        recorded.add(key);
        return { ...holder, participantIndex, outcome };
      }),
    );
  };
  return { collect, calls, recorded };
}

/** A waiver outbox over a fresh slot whose sender the test can swap between calls. */
function waivers(collect: CollectWaivers = () => Promise.resolve([])) {
  const sender = { collect };
  const queue = waiverOutbox(clonedSlot(), (batch) => sender.collect(batch));
  return { queue, sender };
}

describe('the waiver outbox', () => {
  it('keeps each signature at once, the first of a participant, for its own account only', async () => {
    const { queue } = waivers();
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
    const { queue } = waivers();
    await Promise.all([0, 1, 2, 3].map((index) => queue.add(UID, signed('booking1', index))));
    expect(await queue.count()).toBe(4);
  });

  it('sends in batches, empties the queue of what the server answered and returns each outcome', async () => {
    const { collect, calls } = server();
    const { queue } = waivers(collect);
    for (let index = 0; index < 25; index++) {
      await queue.add(UID, signed(`booking${index}`, 1));
    }
    await queue.add(UID, {
      ...signed('old-text', 0),
      signature: { ...signed('old-text', 0).signature, textVersion: '2025-1' },
    });
    const results = await queue.send(UID);
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
    const { queue, sender } = waivers(() => Promise.reject(new Error('Failed to fetch')));
    await queue.add(UID, signed('booking1', 1));
    await expect(queue.send(UID)).rejects.toThrow('Failed to fetch');
    expect(await queue.count()).toBe(1);
    const { collect, recorded } = server();
    sender.collect = collect;
    expect(await queue.send(UID)).toEqual([
      { bookingId: 'booking1', participantIndex: 1, outcome: 'signed' },
    ]);
    expect([...recorded]).toEqual(['booking1/1']);
    expect(await queue.count()).toBe(0);
  });

  it('sends once when asked twice at once, and a signature added meanwhile goes too', async () => {
    const { collect, calls } = server();
    const { queue, sender } = waivers();
    await queue.add(UID, signed('booking1', 0));
    let added: Promise<void> | undefined;
    sender.collect = async (batch) => {
      added ??= queue.add(UID, signed('booking1', 1));
      await added;
      return collect(batch);
    };
    const [first, second] = await Promise.all([queue.send(UID), queue.send(UID)]);
    expect(second).toBe(first);
    expect(calls.map((batch) => batch.map((waiver) => waiver.participantIndex))).toEqual([
      [0],
      [1],
    ]);
    expect(await queue.count()).toBe(0);
  });

  it("answers a stored signature the server's schema would refuse as invalid, and still sends the rest", async () => {
    const { collect, calls } = server();
    const { queue } = waivers(collect);
    await queue.add(UID, signed('booking1', 0));
    await queue.add(UID, { ...signed('booking1', 1), signedAtDevice: 'yesterday morning' });
    const results = await queue.send(UID);
    expect(results).toEqual([
      { bookingId: 'booking1', participantIndex: 1, outcome: 'invalid' },
      { bookingId: 'booking1', participantIndex: 0, outcome: 'signed' },
    ]);
    expect(calls).toHaveLength(1);
    expect(await queue.count()).toBe(0);
  });

  it('stops when the server answers for none of what was sent, keeping it', async () => {
    const { queue } = waivers(() => Promise.resolve([]));
    await queue.add(UID, signed('booking1', 0));
    expect(await queue.send(UID)).toEqual([]);
    expect(await queue.count()).toBe(1);
  });

  it('reads a queue stored before the outbox existed, in the same shape', async () => {
    const slot = clonedSlot();
    slot.value = { uid: UID, waivers: [signed('booking1', 0)] };
    const queue = waiverOutbox(slot, () => Promise.resolve([]));
    expect(await queue.count()).toBe(1);
  });
});

describe('the check-in outbox', () => {
  it('keeps the first scan of a booking and sends in batches of the call size, removing what was answered', async () => {
    const slot = clonedSlot();
    const sent: string[][] = [];
    const queue = checkInOutbox(slot, (batch) => {
      sent.push(batch.map((checkIn) => checkIn.bookingId));
      return Promise.resolve(
        batch.map((checkIn) => ({ bookingId: checkIn.bookingId, outcome: 'checked_in' as const })),
      );
    });
    for (let index = 0; index < 60; index++) {
      await queue.add(UID, { bookingId: `booking${index}`, scannedAt: '2027-05-16T07:15:00.000Z' });
    }
    await queue.add(UID, { bookingId: 'booking0', scannedAt: '2027-05-16T07:20:00.000Z' });
    expect(await queue.count()).toBe(60);
    // Stored in the shape phones already hold.
    expect(slot.value).toMatchObject({ uid: UID, checkIns: expect.any(Array) });
    const results = await queue.send(UID);
    expect(sent.map((batch) => batch.length)).toEqual([50, 10]);
    expect(results).toHaveLength(60);
    expect(await queue.count()).toBe(0);
  });
});
