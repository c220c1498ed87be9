import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getAvailability } from '@functions/services/availability';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('getAvailability', () => {
  beforeEach(resetFirestore);
  afterAll(closeTestDb);

  it('reports remaining seats of upcoming dates from the capacity counters', async () => {
    const db = testDb();
    await db.doc('capacity/emotion-in-villa_2026-11-28').set({
      tourId: 'emotion-in-villa',
      date: '2026-11-28',
      seatsHeld: 17,
    });
    await db.doc('capacity/emotion-in-villa_2026-11-29').set({
      tourId: 'emotion-in-villa',
      date: '2026-11-29',
      seatsHeld: 20,
    });
    await db.doc('capacity/emotion-in-villa_2026-11-20').set({
      tourId: 'emotion-in-villa',
      date: '2026-11-20',
      seatsHeld: 4,
    });
    await db.doc('capacity/castagne_2026-11-28').set({
      tourId: 'castagne',
      date: '2026-11-28',
      seatsHeld: 9,
    });

    const answer = await getAvailability(db, 'emotion-in-villa', NOW);

    expect(answer.seatsPerDate).toBe(20);
    expect(answer.remainingByDate).toEqual({ '2026-11-28': 3, '2026-11-29': 0 });
    expect(answer.asOf).toBe(NOW.toISOString());
  });

  it('answers every seat free for a tour nobody booked yet', async () => {
    const answer = await getAvailability(testDb(), 'castagne', NOW);
    expect(answer.remainingByDate).toEqual({});
  });
});
