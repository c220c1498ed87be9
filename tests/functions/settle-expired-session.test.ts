import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { settleExpiredSession } from '@functions/services/booking-base/settle-expired-session';
import { registerBookingHarness } from '../support/booking-harness';
import { party, pendingBooking } from '../support/bookings';
import { completeOnStripe } from '../support/stripe-stand-in';

// The one way a hold about to be let go (its time up, or its Stripe page left with "Cancel")
// closes its session first: bookings, rentals and vouchers alike. Real Stripe SDK, stand-in.
const h = registerBookingHarness();
let fulfilled: string[] = [];
const fulfil = async (_deps: unknown, session: Stripe.Checkout.Session) => {
  fulfilled.push(session.id);
};
beforeEach(() => {
  fulfilled = [];
  // Events are lost here: only the settling may fulfil.
  h().webhook.down = true;
});

describe('settleExpiredSession', () => {
  it('expires an open session on Stripe, so nobody can pay for what is let go', async () => {
    const { sessionId } = await pendingBooking(h(), party(2));
    expect(await settleExpiredSession(h().deps, sessionId, fulfil)).toBe('release');
    expect((await h().stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect(fulfilled).toEqual([]);
  });

  it('fulfils a session paid meanwhile instead of letting the hold go', async () => {
    const { sessionId } = await pendingBooking(h(), party(2));
    await completeOnStripe(h(), sessionId);
    expect(await settleExpiredSession(h().deps, sessionId, fulfil)).toBe('fulfilled');
    expect(fulfilled).toEqual([sessionId]);
  });

  it('lets go a hold whose session Stripe does not know: nothing can be paid for it', async () => {
    expect(await settleExpiredSession(h().deps, 'cs_test_NotKnownToStripe', fulfil)).toBe(
      'release',
    );
    expect(fulfilled).toEqual([]);
  });
});
