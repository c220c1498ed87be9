import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getAvailability } from '@functions/services/availability';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { capacityDoc } from '../support/tour-docs';

// Sunday 22 November 2026, 11:00 in Rome.
const NOW = new Date('2026-11-22T10:00:00Z');

describe('getAvailability', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it('answers the bookable dates of the live schedule with the free seats of each', async () => {
    const db = testDb();
    await db.doc('schedules/emotion-in-villa').update({
      horizonDays: 14,
      closedDates: ['2026-11-29'],
      capacityByDate: { '2026-12-04': 12 },
    });
    await capacityDoc('emotion-in-villa', '2026-11-28').set({
      tourId: 'emotion-in-villa',
      date: '2026-11-28',
      seatsHeld: 17,
    });
    await capacityDoc('emotion-in-villa', '2026-11-20').set({
      tourId: 'emotion-in-villa',
      date: '2026-11-20',
      seatsHeld: 4,
    });

    const answer = await getAvailability(db, 'emotion-in-villa', NOW);

    expect(answer.schedule).toMatchObject({ bookable: true, capacity: 20 });
    expect(answer.dates).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(answer.remainingByDate).toEqual({
      '2026-11-27': 20,
      '2026-11-28': 3,
      '2026-12-04': 12,
      '2026-12-05': 20,
      '2026-12-06': 20,
    });
    expect(answer.asOf).toBe(NOW.toISOString());
  });

  it('counts no seats for an unlimited tour and gives the demo events upcoming dates', async () => {
    expect((await getAvailability(testDb(), 'pojega', NOW)).remainingByDate).toEqual({});
    const castagne = await getAvailability(testDb(), 'castagne', NOW);
    expect(castagne.dates.length).toBe(2);
    expect(castagne.dates.every((date) => date > '2026-12-05')).toBe(true);
  });
});
