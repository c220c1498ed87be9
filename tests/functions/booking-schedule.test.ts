import { describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { getAvailability } from '@functions/services/availability';
import { testDb } from '../support/firestore';
import { refusedReason } from '../support/refusal';
import { SATURDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';

/** Staff's edits in the console, as the Admin SDK writes them. */
const schedule = (tourId = 'emotion-in-villa') => testDb().doc(`schedules/${tourId}`);
const h = registerBookingHarness();
const checkout = (data: unknown) => createCheckout(h().deps, h().settings, call(data));

describe('the live schedule decides every checkout', () => {
  it('follows a day closed, a date added and a tour paused in the console', async () => {
    await schedule().update({ closedDates: [SATURDAY] });
    expect(await refusedReason(checkout(bookingRequest()))).toBe('INVALID_DATE');

    // Wednesday 2 December is no weekend day: bookable once staff list it.
    const wednesday = '2026-12-02';
    expect(await refusedReason(checkout(bookingRequest({ selectedDate: wednesday })))).toBe(
      'INVALID_DATE',
    );
    await schedule().update({ dates: [wednesday] });
    await expect(checkout(bookingRequest({ selectedDate: wednesday }))).resolves.toHaveProperty(
      'bookingId',
    );

    await schedule().update({ bookable: false });
    expect(await refusedReason(checkout(bookingRequest({ selectedDate: wednesday })))).toBe(
      'BOOKING_CLOSED',
    );
  });

  it('refuses a date inside the notice or beyond the horizon', async () => {
    // The clock is Monday 23 November, 10:00 in Rome: Tuesday 09:00 is 23 hours away.
    await schedule().update({ dates: ['2026-11-24'], horizonDays: 30 });
    expect(await refusedReason(checkout(bookingRequest({ selectedDate: '2026-11-24' })))).toBe(
      'INVALID_DATE',
    );
    expect(await refusedReason(checkout(bookingRequest({ selectedDate: '2027-01-01' })))).toBe(
      'INVALID_DATE',
    );
  });

  it('applies a lowered capacity at once, keeping the bookings already made', async () => {
    const first = await checkout(bookingRequest({ participants: 6 }));
    await schedule().update({ capacity: 4 });
    // Someone else: the same member's retry would replace their own hold.
    const other = {
      customerEmail: 'marco@example.com',
      gating: { memberNameEntered: 'Marco Rossi' },
    };
    expect(await refusedReason(checkout(bookingRequest({ participants: 1, ...other })))).toBe(
      'CAPACITY_EXCEEDED',
    );
    const kept = await storedBooking(first.bookingId);
    expect(kept).toMatchObject({ status: 'pending', holdsSeats: true, participants: 6 });

    // A one-off capacity for another date is that date's alone.
    await schedule().update({ capacityByDate: { '2026-11-29': 1 } });
    expect(
      await refusedReason(
        checkout(bookingRequest({ selectedDate: '2026-11-29', participants: 2 })),
      ),
    ).toBe('CAPACITY_EXCEEDED');
  });

  it('fails closed on a malformed or missing schedule, without a server error', async () => {
    await schedule().update({ capacity: 'venti' });
    expect(await refusedReason(checkout(bookingRequest()))).toBe('BOOKING_CLOSED');
    const answer = await getAvailability(testDb(), 'emotion-in-villa', h().deps.now());
    expect(answer.schedule.bookable).toBe(false);
    expect(answer.dates).toEqual([]);

    await schedule().delete();
    expect(await refusedReason(checkout(bookingRequest()))).toBe('BOOKING_CLOSED');
    expect(await testDb().collection('bookings').count().get()).toSatisfy(
      (count: { data(): { count: number } }) => count.data().count === 0,
    );
  });
});
