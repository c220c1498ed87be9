import { describe, expect, it } from 'vitest';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { createCheckout } from '@functions/services/booking/checkout';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import type { BookingRequest } from '@/domain/api/booking';
import { testDb } from '../support/firestore';
import { bookingRequest, call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { completeOnStripe } from '../support/stripe-stand-in';
import { rentalRequest, seedRentalStock } from '../support/rentals';
import { ledgerRentalIds, storedRental } from '../support/stored-rentals';
import { SATURDAY } from '../support/harness-dates';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();

/** Weekend days after the harness's Monday: Saturday, Sunday and the Saturday after. */
const DATES = ['2026-11-28', '2026-11-29', '2026-12-05'] as const;

const checkout = (request: BookingRequest, uid?: string) =>
  createCheckout(h().deps, h().settings, call(request, uid ? { uid } : {}));

const rent = (request = rentalRequest(SATURDAY)) =>
  createRentalCheckout(h().deps, h().settings, call(request));

async function openHolds(): Promise<string[]> {
  const pending = await testDb().collection('bookings').where('status', '==', 'pending').get();
  return pending.docs.map((doc) => (doc.data() as BookingDoc).selectedDate).sort();
}

describe('seat holds one person may keep unpaid', () => {
  it('replaces a member’s earlier hold on the same date and expires its Checkout Session', async () => {
    const first = await checkout(
      bookingRequest({ participants: 4, participantNames: ['A', 'B', 'C', 'D'] }),
    );
    const firstSession = (await storedBooking(first.bookingId)).stripeSessionId ?? '';
    const retry = await checkout(bookingRequest({ participants: 2 }));

    expect(await storedBooking(first.bookingId)).toMatchObject({
      status: 'expired',
      holdsSeats: false,
      statusReason: 'replaced_by_new_attempt',
    });
    expect(await storedBooking(retry.bookingId)).toMatchObject({
      status: 'pending',
      holdsSeats: true,
    });
    expect(await seatsHeld(DATES[0])).toBe(2);
    expect((await h().stripe.checkout.sessions.retrieve(firstSession)).status).toBe('expired');
  });

  it('refuses a member a third date while two holds are open, and allows it once one is paid', async () => {
    const held: { bookingId: string }[] = [];
    for (const date of DATES.slice(0, 2))
      held.push(await checkout(bookingRequest({ selectedDate: date })));
    const third = await checkout(bookingRequest({ selectedDate: DATES[2] })).catch(reasonOf);
    expect(third).toBe('TOO_MANY_HOLDS');
    expect(await seatsHeld(DATES[2])).toBe(0);

    const session = (await storedBooking(held[0]!.bookingId)).stripeSessionId ?? '';
    await completeOnStripe(h(), session);
    await eventually(async () => (await storedBooking(held[0]!.bookingId)).status === 'paid');
    await expect(checkout(bookingRequest({ selectedDate: DATES[2] }))).resolves.toMatchObject({
      bookingId: expect.any(String),
    });
  });

  it('counts holds per e-mail address and per account too, whatever member name is typed', async () => {
    const sameEmail = (date: string, name: string) =>
      bookingRequest({ selectedDate: date, gating: { memberNameEntered: name } });
    await checkout(sameEmail(DATES[0], 'Giulia Bianchi'));
    await checkout(sameEmail(DATES[1], 'Marco Rossi'));
    expect(await checkout(sameEmail(DATES[2], "Lucia D'Amico")).catch(reasonOf)).toBe(
      'TOO_MANY_HOLDS',
    );

    const sameAccount = (date: string, name: string, email: string) =>
      bookingRequest({
        selectedDate: date,
        customerEmail: email,
        gating: { memberNameEntered: name },
      });
    await checkout(sameAccount(DATES[0], 'Niccolò Ferrari', 'n@example.com'), 'carla');
    await checkout(sameAccount(DATES[1], 'Emma Schneider', 'e@example.com'), 'carla');
    expect(
      await checkout(sameAccount(DATES[2], 'Anna Maria De Santis', 'a@example.com'), 'carla').catch(
        reasonOf,
      ),
    ).toBe('TOO_MANY_HOLDS');
  });

  it('keeps the limit under concurrency: one member racing for many dates holds at most two', async () => {
    const attempts = await Promise.allSettled(
      [...DATES, ...DATES].map((date) => checkout(bookingRequest({ selectedDate: date }))),
    );
    const refusals = attempts.flatMap((outcome) =>
      outcome.status === 'rejected' ? [reasonOf(outcome.reason)] : [],
    );
    // Any other refusal is listed as it came, so a run that goes wrong says how.
    expect(refusals.filter((reason) => reason !== 'TOO_MANY_HOLDS')).toEqual([]);
    const open = await openHolds();
    expect(open.length).toBeLessThanOrEqual(2);
    expect(new Set(open).size).toBe(open.length);
    const held = await Promise.all(DATES.map((date) => seatsHeld(date)));
    expect(held.reduce((sum, seats) => sum + seats, 0)).toBe(open.length * 2);
  }, 120_000);
});

describe('holds one person keeps unpaid, tours and rentals together', () => {
  it('replaces a person’s earlier rental of the same model, frees its bikes and expires its session', async () => {
    await seedRentalStock();
    const first = await rent();
    const firstSession = (await storedRental(first.rentalId)).stripeSessionId ?? '';
    const retry = await rent(rentalRequest(SATURDAY, { selection: { slot: 'afternoon' } }));

    expect(await storedRental(first.rentalId)).toMatchObject({
      status: 'expired',
      holdsStock: false,
      statusReason: 'replaced_by_new_attempt',
    });
    expect(await storedRental(retry.rentalId)).toMatchObject({
      status: 'pending',
      holdsStock: true,
    });
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([retry.rentalId]);
    expect((await h().stripe.checkout.sessions.retrieve(firstSession)).status).toBe('expired');
  });

  it('counts an unpaid rental against the bookings’ limit: a third hold of either kind is refused', async () => {
    await seedRentalStock();
    const rental = await rent();
    await checkout(bookingRequest({ selectedDate: DATES[0] }));
    expect(await checkout(bookingRequest({ selectedDate: DATES[1] })).catch(reasonOf)).toBe(
      'TOO_MANY_HOLDS',
    );
    expect(await seatsHeld(DATES[1])).toBe(0);
    // The booking replaced no rental: the rental still holds its bikes.
    expect(await storedRental(rental.rentalId)).toMatchObject({
      status: 'pending',
      holdsStock: true,
    });
  });

  it('refuses a rental to a person holding two tour dates unpaid, and holds no bike', async () => {
    await seedRentalStock();
    for (const date of DATES.slice(0, 2)) await checkout(bookingRequest({ selectedDate: date }));
    expect(await rent().catch(reasonOf)).toBe('TOO_MANY_HOLDS');
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([]);
    expect(await openHolds()).toEqual([DATES[0], DATES[1]]);
  });
});
