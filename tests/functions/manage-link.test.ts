import { describe, expect, it } from 'vitest';
import {
  handleCancelBooking,
  handleManageBooking,
} from '@functions/services/cancellation/manage-booking';
import {
  bookingIdOfToken,
  manageToken,
  manageUrl,
} from '@functions/services/booking-base/manage-link';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { standInControl } from '../support/stripe-stand-in';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking } from '../support/bookings';

const SECRET = 'a-test-secret';

describe('manage link', () => {
  it('names its booking only under the secret that signed it', () => {
    const token = manageToken('AbCdEfGh1234', SECRET);
    expect(bookingIdOfToken(token, SECRET)).toBe('AbCdEfGh1234');
    expect(bookingIdOfToken(token, 'another-secret')).toBeNull();
  });

  it('refuses a signature moved to another booking, cut short or padded', () => {
    const token = manageToken('AbCdEfGh1234', SECRET);
    const signature = token.split('.')[1] ?? '';
    expect(bookingIdOfToken(`ZZZZZZZZ1234.${signature}`, SECRET)).toBeNull();
    expect(bookingIdOfToken(token.slice(0, -1), SECRET)).toBeNull();
    expect(bookingIdOfToken(`${token}.x`, SECRET)).toBeNull();
    expect(bookingIdOfToken('AbCdEfGh1234', SECRET)).toBeNull();
  });

  it('names no booking whose id is not one of ours in shape, even signed with the secret', () => {
    // Signed with the right secret (as a leaked or misused key would sign it): the id still has
    // to be an id of ours before it reaches a Firestore path.
    for (const id of ['a/b', 'x'.repeat(65), 'bk 1', 'bk\u202e1']) {
      expect(bookingIdOfToken(manageToken(id, SECRET), SECRET)).toBeNull();
    }
    expect(bookingIdOfToken(manageToken('x'.repeat(64), SECRET), SECRET)).toBe('x'.repeat(64));
  });

  it('opens /gestisci-prenotazione on the site with the token', () => {
    const url = new URL(
      manageUrl('AbCdEfGh1234', { siteUrl: 'https://tours.example', secret: SECRET }),
    );
    expect(url.origin + url.pathname).toBe('https://tours.example/gestisci-prenotazione');
    expect(bookingIdOfToken(url.searchParams.get('token') ?? '', SECRET)).toBe('AbCdEfGh1234');
  });
});

describe('what a manage link still opens', () => {
  const h = registerBookingHarness();

  const NO_LONGER_VALID = {
    code: 'permission-denied',
    details: { reason: 'LINK_NO_LONGER_VALID' },
  };
  const INVALID = { code: 'permission-denied', details: { reason: 'INVALID_LINK' } };

  it('opens its booking through the 30th day after the tour (Rome), and not from the next', async () => {
    const { bookingId } = await paidBooking(h());
    const token = manageToken(bookingId, LINK_SECRET);
    expect(SATURDAY).toBe('2026-11-28');
    // 23:00 on 28 December in Rome: the last day.
    h().clock.ms = Date.parse('2026-12-28T22:00:00Z');
    await expect(handleManageBooking(h().deps, call({ token }))).resolves.toMatchObject({
      bookingId,
      status: 'paid',
      canCancel: false,
    });
    // 00:30 on 29 December in Rome.
    h().clock.ms = Date.parse('2026-12-28T23:30:00Z');
    await expect(handleManageBooking(h().deps, call({ token }))).rejects.toMatchObject(
      NO_LONGER_VALID,
    );
    await expect(handleCancelBooking(h().deps, call({ token }))).rejects.toMatchObject(
      NO_LONGER_VALID,
    );
    expect((await storedBooking(bookingId)).status).toBe('paid');
  });

  it('answers the cancellation it makes, then is refused; the owner signed in still sees it', async () => {
    const { bookingId } = await paidBooking(h(), {}, { uid: 'owner-uid' });
    const token = manageToken(bookingId, LINK_SECRET);
    const answer = await handleCancelBooking(h().deps, call({ token }));
    expect(answer).toMatchObject({ status: 'cancelled', refund: { percent: 100 } });

    await expect(handleManageBooking(h().deps, call({ token }))).rejects.toMatchObject(
      NO_LONGER_VALID,
    );
    await expect(handleCancelBooking(h().deps, call({ token }))).rejects.toMatchObject(
      NO_LONGER_VALID,
    );
    await expect(
      handleManageBooking(h().deps, call({ bookingId }, { uid: 'owner-uid' })),
    ).resolves.toMatchObject({ status: 'cancelled', refund: { percent: 100 } });
  });

  it('is refused once the booking was refunded in full from the Stripe dashboard', async () => {
    const { bookingId } = await paidBooking(h());
    const token = manageToken(bookingId, LINK_SECRET);
    const { paymentIntentId } = await storedBooking(bookingId);
    await standInControl(h(), `payment_intents/${paymentIntentId}/dashboard-refund`);
    await eventually(async () => (await storedBooking(bookingId)).status === 'refunded');
    await expect(handleManageBooking(h().deps, call({ token }))).rejects.toMatchObject(
      NO_LONGER_VALID,
    );
  });

  it('refuses a forged, mistyped or unknown link as invalid, and changes nothing', async () => {
    const { bookingId } = await paidBooking(h());
    const token = manageToken(bookingId, LINK_SECRET);
    const forged = `${bookingId}.${'A'.repeat(43)}`;
    const mistyped = `${token.slice(0, -2)}xy`;
    const unknown = manageToken('NoSuchBooking123', LINK_SECRET);
    const otherSecret = manageToken(bookingId, 'not-the-secret');
    for (const candidate of [forged, mistyped, unknown, otherSecret]) {
      await expect(handleManageBooking(h().deps, call({ token: candidate }))).rejects.toMatchObject(
        INVALID,
      );
      await expect(handleCancelBooking(h().deps, call({ token: candidate }))).rejects.toMatchObject(
        INVALID,
      );
    }
    expect((await storedBooking(bookingId)).status).toBe('paid');
  });
});
