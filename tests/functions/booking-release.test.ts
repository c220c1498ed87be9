import { beforeEach, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '@functions/services/booking/release-expired';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking, seatsHeld } from '../support/stored-bookings';
import { completeOnStripe, standInControl } from '../support/stripe-stand-in';
import { byMember, party, pendingBooking } from '../support/bookings';

const h = registerBookingHarness();
beforeEach(() => {
  // Events are lost in these tests: the scheduled release is the safety net.
  h().webhook.down = true;
});

describe('releaseExpiredHolds (scheduled)', () => {
  it('expires stale sessions on Stripe, releases their seats and leaves fresh holds alone', async () => {
    const stale = await pendingBooking(h(), party(3));
    h().clock.ms += 20 * 60_000;
    const fresh = await pendingBooking(h(), { ...party(2), ...byMember('Marco Rossi') });
    expect(await seatsHeld()).toBe(5);

    h().clock.ms += 12 * 60_000;
    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 1, fulfilled: 0, failed: 0 });

    expect(await storedBooking(stale.bookingId)).toMatchObject({
      status: 'expired',
      holdsSeats: false,
      statusReason: 'hold_timed_out',
    });
    expect((await h().stripe.checkout.sessions.retrieve(stale.sessionId)).status).toBe('expired');
    expect((await storedBooking(fresh.bookingId)).status).toBe('pending');
    expect((await h().stripe.checkout.sessions.retrieve(fresh.sessionId)).status).toBe('open');
    expect(await seatsHeld()).toBe(2);

    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 0, fulfilled: 0, failed: 0 });
    expect(await seatsHeld()).toBe(2);
  });

  it('fulfils instead of releasing when Stripe says the session was paid', async () => {
    const paid = await pendingBooking(h(), party(2));
    await completeOnStripe(h(), paid.sessionId);
    h().clock.ms += 32 * 60_000;

    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 0, fulfilled: 1, failed: 0 });
    expect(await storedBooking(paid.bookingId)).toMatchObject({ status: 'paid', holdsSeats: true });
    expect(await seatsHeld()).toBe(2);
  });

  it('releases a hold whose session already expired on Stripe', async () => {
    const lost = await pendingBooking(h(), party(4));
    await h().stripe.checkout.sessions.expire(lost.sessionId);
    h().clock.ms += 32 * 60_000;
    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 1, fulfilled: 0, failed: 0 });
    expect((await storedBooking(lost.bookingId)).status).toBe('expired');
    expect(await seatsHeld()).toBe(0);
  });

  it('keeps the hold and tries again later when Stripe does not answer', async () => {
    const stuck = await pendingBooking(h(), party(2));
    h().clock.ms += 32 * 60_000;
    await standInControl(h(), 'fail-next?count=3');
    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 0, fulfilled: 0, failed: 1 });
    expect((await storedBooking(stuck.bookingId)).status).toBe('pending');
    expect(await seatsHeld()).toBe(2);

    expect(await releaseExpiredHolds(h().deps)).toEqual({ released: 1, fulfilled: 0, failed: 0 });
    expect(await seatsHeld()).toBe(0);
  });
});
