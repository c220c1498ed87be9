import { describe, expect, it } from 'vitest';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { riderCheckout, seedRentalStock } from '../support/rentals';
import { ledgerRentalIds } from '../support/stored-rentals';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();

describe('rental holds under contention', () => {
  it('lets 30 members racing for the last 5 medium bikes hold exactly 5', async () => {
    await seedRentalStock({ jarifa: { units: { S: 2, M: 5, L: 2 } } });
    // Thirty different people (one person's attempts replace each other), one medium bike each.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => riderCheckout(h(), i)),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const reasons = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [reasonOf(outcome.reason)] : [],
    );
    expect(reasons).toEqual(Array.from({ length: 25 }, () => 'CAPACITY_EXCEEDED'));
    expect(won).toHaveLength(5);
    const rentals = await testDb().collection('rentals').get();
    expect(rentals.docs.map((doc) => doc.data()['status'])).toEqual(
      Array.from({ length: 5 }, () => 'pending'),
    );
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual(
      rentals.docs.map((doc) => doc.id).sort(),
    );
  }, 60_000);
});
