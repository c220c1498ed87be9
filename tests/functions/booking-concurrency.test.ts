import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { createCheckout } from '@functions/services/booking/checkout';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { capacityDoc } from '../support/tour-docs';

const h = registerBookingHarness();

describe('seat holds under contention', () => {
  it('lets 50 concurrent checkouts for the last 3 seats hold exactly 3 seats', async () => {
    const db = testDb();
    const counter = capacityDoc('emotion-in-villa', SATURDAY);
    await counter.set({ tourId: 'emotion-in-villa', date: SATURDAY, seatsHeld: 17 });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        // Fifty different people: one person's attempts replace each other (hold limits).
        createCheckout(
          h().deps,
          { ...h().settings, allowUnverifiedMembers: true },
          call(
            bookingRequest({
              participants: 1,
              participantNames: [`Rider ${i}`],
              customerEmail: `rider${i}@example.com`,
              gating: { memberNameEntered: `Rider ${i}` },
            }),
          ),
        ),
      ),
    );

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    // Any other failure is listed as it came, so a run that goes wrong says how.
    const reasons = outcomes.flatMap((outcome) => {
      if (outcome.status === 'fulfilled') return [];
      const error: unknown = outcome.reason;
      return [
        error instanceof HttpsError ? (error.details as { reason: string }).reason : String(error),
      ];
    });
    expect(won).toHaveLength(3);
    expect(reasons).toEqual(Array.from({ length: 47 }, () => 'CAPACITY_EXCEEDED'));
    expect((await counter.get()).data()?.['seatsHeld']).toBe(20);
    const pending = await db.collection('bookings').where('status', '==', 'pending').get();
    expect(pending.size).toBe(3);
    expect((await db.collection('bookings').count().get()).data().count).toBe(3);
    // 50 commits race for one counter, each loser deciding again: allow for a busy machine.
  }, 60_000);
});
