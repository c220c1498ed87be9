import { describe, expect, it } from 'vitest';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { handleJoinWaitlist } from '@functions/services/waitlist/join-waitlist';
import { call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { testDb } from '../support/firestore';
import { entriesByName, joinConfirmed, joinRequest, setCapacity } from '../support/waitlist';
import { byGuest, GUEST, paidBooking } from '../support/bookings';

const h = registerBookingHarness();

describe('the waiting list under contention', () => {
  it('takes one entry when the same address joins twice at once', async () => {
    await setCapacity(2);
    await paidBooking(h(), { participants: 2, ...byGuest() }, GUEST);
    const answers = await Promise.allSettled([
      handleJoinWaitlist(h().deps, call(joinRequest('Doppio', 2))),
      handleJoinWaitlist(h().deps, call(joinRequest('Doppio', 2, { email: 'DOPPIO@example.com' }))),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: { position: 1 } },
    ]);
    expect(answers.find((answer) => answer.status === 'rejected')?.reason).toMatchObject({
      details: { reason: 'ALREADY_ON_WAITLIST' },
    });
    expect((await testDb().collection('waitlist').get()).size).toBe(1);
  });

  it('never offers one seat to two people when 10 bookings are cancelled at once', async () => {
    await setCapacity(10);
    const bookings: string[] = [];
    for (let i = 0; i < 10; i += 1)
      bookings.push((await paidBooking(h(), { participants: 1, ...byGuest() }, GUEST)).bookingId);
    // Twelve wait for ten seats: two must still be waiting at the end.
    const names = Array.from({ length: 12 }, (_, i) => `Attesa${i}`);
    for (const name of names) {
      h().clock.ms += 1000;
      await joinConfirmed(h(), joinRequest(name, 1));
    }

    const outcomes = await Promise.all(
      bookings.map((id) => cancelPaidBooking(h().deps, id, 'customer')),
    );
    expect(outcomes.every((outcome) => outcome.changed)).toBe(true);

    const line = [...(await entriesByName()).values()];
    const offered = line.filter((entry) => entry.status === 'offered');
    const paid = (
      await Promise.all(bookings.map(async (id) => (await storedBooking(id)).status))
    ).filter((status) => status === 'paid').length;
    const heldByOffers = offered.reduce((sum, entry) => sum + entry.partySize, 0);
    console.log(`offered ${offered.length}, still waiting ${line.length - offered.length}`);

    expect(offered).toHaveLength(10);
    expect(new Set(offered.map((entry) => entry.id)).size).toBe(10);
    expect(offered.every((entry) => entry.holdsSeats && entry.offers === 1)).toBe(true);
    // The first ten in line got them, in order.
    expect(offered.map((entry) => entry.name).sort()).toEqual(names.slice(0, 10).sort());
    expect(await seatsHeld()).toBe(paid + heldByOffers);
    expect(await seatsHeld()).toBe(10);
    // One offer mail per offered entry, none twice.
    const offerMails = await testDb()
      .collection('mailOutbox')
      .where('message.subject', '>=', 'Si è liberato')
      .where('message.subject', '<', 'Si è liberatp')
      .get();
    expect(offerMails.size).toBe(10);
  }, 60_000);
});
