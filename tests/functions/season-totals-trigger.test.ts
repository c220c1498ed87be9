import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seasonContribution } from '@functions/services/season/season-contribution';
import {
  SEASON_TOTALS,
  SEASON_TOTALS_EVENTS,
  SEASON_TOTALS_MARKER_DAYS,
  applyBookingWriteToSeasonTotals,
  rebuildSeasonTotals,
} from '@functions/services/season/season-totals';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

const NOW = new Date('2026-11-23T09:00:00Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const created = { tourId: 'colombare', amountTotalCents: 9000 };
const paid = { ...created, paidAt: at('2026-03-10T10:00:00Z') };
const refundedInMarch = {
  ...paid,
  amountRefundedAsOf: at('2026-03-20T10:00:00Z'),
  amountRefundedCents: 3000,
};
const refundedInMay = {
  ...paid,
  amountRefundedAsOf: at('2026-05-02T10:00:00Z'),
  amountRefundedCents: 9000,
};

/** The events of one booking's life, each a write with its before and after. */
const life = [
  { eventId: 'e1', before: undefined, after: created },
  { eventId: 'e2', before: created, after: paid },
  { eventId: 'e3', before: paid, after: refundedInMarch },
  { eventId: 'e4', before: refundedInMarch, after: refundedInMay },
];

const apply = (write: (typeof life)[number]) =>
  applyBookingWriteToSeasonTotals(testDb(), write, NOW);

async function totals() {
  const snapshot = await testDb().collection(SEASON_TOTALS).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** What the month documents must hold for the booking's final state alone. */
const expected = Object.fromEntries(seasonContribution(refundedInMay));

describe('seasonTotalsOnBookingWrite', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it('keeps the months equal to the final contribution, the refund moved from March to May', async () => {
    expect(await apply(life[0]!)).toBe('unchanged');
    for (const write of life.slice(1)) expect(await apply(write)).toBe('applied');

    expect(await totals()).toEqual({
      '2026-03': {
        revenueCents: 9000,
        paidBookings: 1,
        refundCents: 0,
        tours: { colombare: { revenueCents: 9000, paidBookings: 1, refundCents: 0 } },
      },
      '2026-05': {
        revenueCents: 0,
        paidBookings: 0,
        refundCents: 9000,
        tours: { colombare: { revenueCents: 0, paidBookings: 0, refundCents: 9000 } },
      },
    });
    expect(await totals()).toEqual(expected);
  });

  it('changes nothing when an event is delivered again, even at the same time', async () => {
    for (const write of life) await apply(write);
    const settled = await totals();

    const replays = await Promise.all([apply(life[2]!), apply(life[2]!), apply(life[3]!)]);
    expect(replays).toEqual(['replayed', 'replayed', 'replayed']);
    expect(await totals()).toEqual(settled);
  });

  it('counts a first delivery raced by its own redelivery once', async () => {
    const outcomes = await Promise.all([apply(life[1]!), apply(life[1]!), apply(life[1]!)]);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect((await totals())['2026-03']).toMatchObject({ revenueCents: 9000, paidBookings: 1 });
  });

  it('ends the same when the events arrive out of order', async () => {
    for (const write of [life[3]!, life[1]!, life[0]!, life[2]!]) await apply(write);
    expect(await totals()).toEqual(expected);
  });

  it('records each applied event with an expiry past the platform retries', async () => {
    await apply(life[1]!);
    const marker = (await testDb().collection(SEASON_TOTALS_EVENTS).doc('e2').get()).data();
    expect(marker?.expiresAt.toMillis()).toBe(
      NOW.getTime() + SEASON_TOTALS_MARKER_DAYS * 86_400_000,
    );
  });
});

describe('rebuildSeasonTotals', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it('rebuilds from the bookings what the trigger kept, and drops a month left wrong', async () => {
    const bookings = testDb().collection('bookings');
    for (const write of life) await apply(write);
    await testDb()
      .collection(SEASON_TOTALS)
      .doc('2025-01')
      .set({ revenueCents: 1, paidBookings: 1 });
    await testDb()
      .collection(SEASON_TOTALS)
      .doc('2026-03')
      .set({ revenueCents: 7 }, { merge: true });
    // The booking whose life the trigger followed, and a second paid one in March.
    await bookings.doc('b1').set(refundedInMay);
    await bookings.doc('b2').set({ ...paid, tourId: 'emotion-in-villa', amountTotalCents: 5000 });

    expect(await rebuildSeasonTotals(testDb())).toEqual({ bookings: 2, months: 2 });
    const rebuilt = await totals();
    expect(Object.keys(rebuilt).sort()).toEqual(['2026-03', '2026-05']);
    expect(rebuilt['2026-05']).toEqual(expected['2026-05']);
    expect(rebuilt['2026-03']).toEqual({
      revenueCents: 14_000,
      paidBookings: 2,
      refundCents: 0,
      tours: {
        colombare: { revenueCents: 9000, paidBookings: 1, refundCents: 0 },
        'emotion-in-villa': { revenueCents: 5000, paidBookings: 1, refundCents: 0 },
      },
    });
    // Run again, it changes nothing.
    await rebuildSeasonTotals(testDb());
    expect(await totals()).toEqual(rebuilt);
  });
});
