import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { applyRetention } from '@functions/services/retention';
import { handleGetWaitlistOffer } from '@functions/services/waitlist/get-waitlist-offer';
import { handleJoinWaitlist } from '@functions/services/waitlist/join-waitlist';
import { handleConfirmWaitlist } from '@functions/services/waitlist/confirm-waitlist';
import { handleLeaveWaitlist } from '@functions/services/waitlist/leave-waitlist';
import { waitlistToken } from '@functions/services/waitlist/waitlist-link';
import { offerOnEveryDate } from '@functions/services/waitlist/offer-on-every-date';
import { handleStaffWaitlist } from '@functions/services/waitlist/staff-waitlist';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { registerBookingHarness } from '../support/booking-harness';
import { SITE_URL } from '../support/links';
import { bookingRequest, call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { standInControl } from '../support/stripe-stand-in';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import {
  TOUR,
  confirmEntry,
  entriesByName,
  entryIdOf,
  joinConfirmed,
  joinRequest,
  linkInMail,
  setCapacity,
  storedEntry,
} from '../support/waitlist';
import { byGuest, GUEST, paidBooking } from '../support/bookings';

const h = registerBookingHarness();
const HOUR = 3_600_000;

/** Joins a second after the previous one, as people do: the line's order is the joining order. */
function join(name: string, partySize: number, overrides = {}) {
  h().clock.ms += 1000;
  return joinConfirmed(h(), joinRequest(name, partySize, overrides));
}

/** A visitor's ordinary checkout of `participants` on SATURDAY. */
const checkout = (participants: number, extra: { waitlistOffer?: string } = {}) =>
  createCheckout(
    h().deps,
    { ...h().settings, allowUnverifiedMembers: true },
    call(
      bookingRequest({
        participants,
        customerEmail: 'late@example.com',
        gating: { memberNameEntered: 'Ospite Ritardatario' },
        ...extra,
      }),
    ),
  );

/** A date of 4 seats filled by two paid bookings of 2; answers the bookings. */
async function fullDate(): Promise<[string, string]> {
  await setCapacity(4);
  const { bookingId: first } = await paidBooking(h(), { participants: 2, ...byGuest() }, GUEST);
  const { bookingId: second } = await paidBooking(h(), { participants: 2, ...byGuest() }, GUEST);
  expect(await seatsHeld()).toBe(4);
  return [first, second];
}

const signedIn = signInBeforeAll({ guide: 'guide' });

beforeEach(() => {
  h().mails.length = 0;
});

describe('joining the waiting list', () => {
  it('is refused on a date with room, and twice for the same e-mail', async () => {
    await setCapacity(4);
    await paidBooking(h(), { participants: 2, ...byGuest() }, GUEST);
    // Two seats are free: a party of two books, it does not wait.
    await expect(join('Anna', 2)).rejects.toMatchObject({
      details: { reason: 'INVALID_DATE', fields: ['date'], remaining: 2 },
    });
    expect((await testDb().collection('waitlist').get()).size).toBe(0);

    await expect(join('Anna', 3)).resolves.toEqual({ position: 1 });
    await expect(
      join('Anna', 3, { email: 'ANNA@Example.com', name: 'Anna Seconda' }),
    ).rejects.toMatchObject({ details: { reason: 'ALREADY_ON_WAITLIST', fields: ['email'] } });
    await expect(join('Bruno', 3)).resolves.toEqual({ position: 2 });
    expect((await testDb().collection('waitlist').get()).size).toBe(2);

    const joined = await linkInMail(h(), 'anna@example.com', "lista d'attesa", 'leave');
    expect(joined.origin).toBe(SITE_URL);
  });

  it('is refused for a tour without a seat limit, for a date not on offer and while paused', async () => {
    await expect(join('Carla', 2, { tourId: 'pojega' })).rejects.toMatchObject({
      details: { reason: 'INVALID_DATE' },
    });
    await expect(join('Carla', 2, { date: '2026-11-25' })).rejects.toMatchObject({
      details: { reason: 'INVALID_DATE' },
    });
    await testDb().doc(`schedules/${TOUR}`).update({ bookable: false });
    await expect(join('Carla', 2)).rejects.toMatchObject({
      details: { reason: 'BOOKING_CLOSED' },
    });
  });
});

/** Joins without following the first mail's link (an address typed by someone else). */
function joinUnconfirmed(name: string, partySize: number, overrides = {}) {
  h().clock.ms += 1000;
  return handleJoinWaitlist(h().deps, call(joinRequest(name, partySize, overrides)));
}

const RETENTION = { bookingMonths: 24, messageMonths: 24 };

describe('confirming an entry from its first mail', () => {
  it('keeps an unconfirmed entry out of line: freed seats pass it by until its link is tapped', async () => {
    const [first] = await fullDate();
    await expect(joinUnconfirmed('Dora', 2)).resolves.toEqual({ position: 1 });
    expect((await entriesByName()).get('Dora')).toMatchObject({ status: 'unconfirmed' });

    await cancelPaidBooking(h().deps, first, 'customer');
    expect((await entriesByName()).get('Dora')).toMatchObject({
      status: 'unconfirmed',
      holdsSeats: false,
      offers: 0,
    });
    expect(await seatsHeld()).toBe(2);

    // The first mail's confirmation link: the page that asks for one tap.
    const link = await linkInMail(h(), 'dora@example.com', "Conferma la lista d'attesa", 'leave');
    const token = link.searchParams.get('token') ?? '';
    const confirmation =
      h().mails.find((mail) => mail.envelopeTo.includes('dora@example.com'))?.text ?? '';
    expect(confirmation).toContain(`/lista-attesa?token=${token}&conferma=1`);
    await expect(handleConfirmWaitlist(h().deps, call({ token }))).resolves.toEqual({
      outcome: 'confirmed',
      tourId: TOUR,
      date: SATURDAY,
    });
    // In line now, and the seats that freed meanwhile are offered to it at once.
    expect((await entriesByName()).get('Dora')).toMatchObject({
      status: 'offered',
      holdsSeats: true,
    });
    expect(await seatsHeld()).toBe(4);
    // A second tap changes nothing.
    await expect(handleConfirmWaitlist(h().deps, call({ token }))).resolves.toMatchObject({
      outcome: 'confirmed',
    });
  });

  it('lets an unconfirmed entry lapse after 24 hours: refused, deleted with its mail, the address free again', async () => {
    await fullDate();
    await joinUnconfirmed('Elio', 2);
    const entryId = await entryIdOf('elio@example.com');
    h().clock.ms += 24 * HOUR;
    await expect(confirmEntry(h(), entryId)).resolves.toMatchObject({ outcome: 'expired' });
    expect((await storedEntry(entryId)).status).toBe('unconfirmed');

    const report = await applyRetention(testDb(), RETENTION, new Date(h().clock.ms));
    expect(report.unconfirmedWaitlistEntriesDeleted).toBe(1);
    expect((await testDb().doc(`waitlist/${entryId}`).get()).exists).toBe(false);
    expect((await testDb().doc(`mailOutbox/waitlist-${entryId}-joined`).get()).exists).toBe(false);
    await expect(joinConfirmed(h(), joinRequest('Elio', 2))).resolves.toEqual({ position: 1 });
  });

  it('holds an address for its date while unconfirmed, and never mails one address more than the forms may', async () => {
    await fullDate();
    await joinUnconfirmed('Gina', 2);
    await expect(joinUnconfirmed('Gina', 2)).rejects.toMatchObject({
      details: { reason: 'ALREADY_ON_WAITLIST', fields: ['email'] },
    });
    await joinUnconfirmed('Fede', 2);
    // Leaving frees the address; each new join mails it again, up to the per-recipient limit.
    const leave = async () => {
      const entryId = await entryIdOf('fede@example.com');
      const token = waitlistToken(entryId, h().deps.links.secret);
      await handleLeaveWaitlist(h().deps, call({ token }));
    };
    await leave();
    await joinUnconfirmed('Fede', 2);
    await leave();
    await joinUnconfirmed('Fede', 2);
    await leave();
    const mailed = () => h().mails.filter((mail) => mail.envelopeTo.includes('fede@example.com'));
    await eventually(async () => mailed().length === 3);
    await expect(joinUnconfirmed('Fede', 2)).rejects.toMatchObject({
      details: { reason: 'TOO_MANY_MAILS_TO_ADDRESS', fields: ['email'] },
    });
    expect(
      (
        await testDb()
          .collection('waitlist')
          .where('email', '==', 'fede@example.com')
          .where('status', '==', 'unconfirmed')
          .get()
      ).size,
    ).toBe(0);
    expect(mailed()).toHaveLength(3);
  });
});

describe('offering freed seats', () => {
  it('offers to the first entry that fits, holds the seats, then passes them on after the hold', async () => {
    const [first] = await fullDate();
    await join('Alice', 3);
    await join('Bob', 2);
    await join('Carol', 1);

    await cancelPaidBooking(h().deps, first, 'customer');

    // Alice's three do not fit in the two freed seats; Bob's two do, and nothing is left for Carol.
    let line = await entriesByName();
    expect(line.get('Alice')).toMatchObject({ status: 'waiting', holdsSeats: false });
    expect(line.get('Bob')).toMatchObject({ status: 'offered', holdsSeats: true, offers: 1 });
    expect(line.get('Carol')).toMatchObject({ status: 'waiting', holdsSeats: false });
    expect(line.get('Bob')?.offerExpiresAt?.toMillis()).toBe(h().clock.ms + 12 * HOUR);
    expect(await seatsHeld()).toBe(4);

    const offer = await linkInMail(h(), 'bob@example.com', 'Si è liberato', 'offer');
    expect(`${offer.origin}${offer.pathname}`).toBe(`${SITE_URL}/tour/emotion-in-villa`);
    const token = offer.searchParams.get('offerta') ?? '';
    await expect(handleGetWaitlistOffer(h().deps, call({ token }))).resolves.toMatchObject({
      tourId: TOUR,
      date: SATURDAY,
      partySize: 2,
      email: 'bob@example.com',
      heldUntil: new Date(h().clock.ms + 12 * HOUR).toISOString(),
    });
    // Held: nobody else can book them meanwhile.
    await expect(checkout(1)).rejects.toMatchObject({
      details: { reason: 'CAPACITY_EXCEEDED' },
    });

    // A minute before the hold ends nothing moves; once it has ended the seats pass on.
    h().clock.ms += 12 * HOUR - 60_000;
    await offerOnEveryDate(h().deps);
    expect((await entriesByName()).get('Bob')?.status).toBe('offered');
    h().clock.ms += 60_000;
    await expect(offerOnEveryDate(h().deps)).resolves.toMatchObject({
      dates: 1,
      lapsed: 1,
      offered: 1,
    });
    line = await entriesByName();
    expect(line.get('Bob')).toMatchObject({ status: 'lapsed', holdsSeats: false });
    expect(line.get('Alice')?.status).toBe('waiting');
    expect(line.get('Carol')).toMatchObject({ status: 'offered', holdsSeats: true });
    expect(await seatsHeld()).toBe(3);
    await linkInMail(h(), 'carol@example.com', 'Si è liberato', 'offer');

    // Bob's link has ended with his hold.
    await expect(handleGetWaitlistOffer(h().deps, call({ token }))).rejects.toMatchObject({
      details: { reason: 'WAITLIST_OFFER_ENDED' },
    });
    await expect(checkout(2, { waitlistOffer: token })).rejects.toMatchObject({
      details: { reason: 'WAITLIST_OFFER_ENDED' },
    });

    const list = await handleStaffWaitlist(
      { db: testDb(), auth: testAuth(), now: h().deps.now },
      callAs(signedIn.guide, { tourId: TOUR, date: SATURDAY }),
    );
    expect(list.entries.map((entry) => [entry.name, entry.status])).toEqual([
      ['Alice', 'waiting'],
      ['Carol', 'offered'],
      ['Bob', 'lapsed'],
    ]);
  });

  it('offers seats of a capacity raised in the console, and closes the line of a closed date', async () => {
    await fullDate();
    await join('Dario', 2);
    await setCapacity(6);
    await expect(offerOnEveryDate(h().deps)).resolves.toMatchObject({ offered: 1 });
    expect(await seatsHeld()).toBe(6);
    await join('Elena', 1);

    await testDb()
      .doc(`schedules/${TOUR}`)
      .update({ closedDates: [SATURDAY] });
    await expect(offerOnEveryDate(h().deps)).resolves.toMatchObject({ closed: 2, offered: 0 });
    const line = await entriesByName();
    expect(line.get('Dario')).toMatchObject({ status: 'closed', holdsSeats: false });
    expect(line.get('Elena')?.status).toBe('closed');
    // Dario's held seats went back: only the two paid bookings count.
    expect(await seatsHeld()).toBe(4);
  });
});

describe('taking an offer', () => {
  it('books the held seats on a date otherwise full, once', async () => {
    const [first] = await fullDate();
    await join('Dora', 2);
    await cancelPaidBooking(h().deps, first, 'customer');
    const offer = await linkInMail(h(), 'dora@example.com', 'Si è liberato', 'offer');
    const token = offer.searchParams.get('offerta') ?? '';
    await expect(checkout(2)).rejects.toMatchObject({ details: { reason: 'CAPACITY_EXCEEDED' } });

    const { bookingId } = await checkout(2, { waitlistOffer: token });
    const entryId = token.split('.')[0] ?? '';
    expect(await storedBooking(bookingId)).toMatchObject({
      status: 'pending',
      holdsSeats: true,
      waitlistEntryId: entryId,
    });
    expect(await storedEntry(entryId)).toMatchObject({
      status: 'booked',
      holdsSeats: false,
      bookingId,
    });
    // The offer's seats became the booking's: counted once.
    expect(await seatsHeld()).toBe(4);

    await expect(checkout(2, { waitlistOffer: token })).rejects.toMatchObject({
      details: { reason: 'WAITLIST_OFFER_ENDED' },
    });
    expect(await seatsHeld()).toBe(4);
  });

  it('gives the offer back when Stripe fails to open the payment page', async () => {
    const [first] = await fullDate();
    await join('Ugo', 2);
    await cancelPaidBooking(h().deps, first, 'customer');
    const offer = await linkInMail(h(), 'ugo@example.com', 'Si è liberato', 'offer');
    const token = offer.searchParams.get('offerta') ?? '';
    const entryId = token.split('.')[0] ?? '';
    const { offerExpiresAt } = await storedEntry(entryId);

    // The SDK retries twice: fail all three attempts.
    await standInControl(h(), 'fail-next?count=3');
    await expect(checkout(2, { waitlistOffer: token })).rejects.toMatchObject({
      details: { reason: 'PAYMENT_PROVIDER_UNAVAILABLE' },
    });
    const entry = await storedEntry(entryId);
    expect(entry).toMatchObject({ status: 'offered', holdsSeats: true });
    expect(entry.bookingId).toBeUndefined();
    expect(entry.offerExpiresAt?.toMillis()).toBe(offerExpiresAt?.toMillis());
    expect(await seatsHeld()).toBe(4);

    const { bookingId } = await checkout(2, { waitlistOffer: token });
    expect(await storedEntry(entryId)).toMatchObject({ status: 'booked', bookingId });
    expect(await seatsHeld()).toBe(4);
  });

  it('refuses a forged offer link', async () => {
    await setCapacity(4);
    await expect(
      checkout(1, { waitlistOffer: 'abcdefghij.forged-signature' }),
    ).rejects.toMatchObject({ details: { reason: 'WAITLIST_OFFER_ENDED' } });
    expect(await seatsHeld()).toBe(0);
  });
});

describe('the mails', () => {
  it("speak the entry's language and give the end of the hold in Italian time", async () => {
    const [first] = await fullDate();
    await join('Grace', 2, { locale: 'en' });
    await linkInMail(h(), 'grace@example.com', 'Confirm the waiting list', 'leave');
    await cancelPaidBooking(h().deps, first, 'customer');

    await linkInMail(h(), 'grace@example.com', 'A seat has freed up', 'offer');
    const offer = h().mails.find((mail) => mail.subject.includes('A seat has freed up'));
    // 12 hours after Monday 09:00 UTC is 22:00 in Rome (UTC+1 in November).
    expect(offer?.text).toContain('They are held until 23 Nov 2026, 22:00 (Italian time)');
    expect(offer?.text).toContain('Leave the list: https://tours.example/lista-attesa?token=');
    expect(offer?.html).toContain('href="https://tours.example/tour/emotion-in-villa?offerta=');
  });
});

describe('leaving the list', () => {
  it('gives the held seats back and offers them to the next in line', async () => {
    const [first] = await fullDate();
    await join('Ezio', 2);
    await join('Fabio', 2);
    await cancelPaidBooking(h().deps, first, 'customer');
    const leave = await linkInMail(h(), 'ezio@example.com', 'Si è liberato', 'leave');
    expect(leave.pathname).toBe('/lista-attesa');
    const token = leave.searchParams.get('token') ?? '';

    await expect(handleLeaveWaitlist(h().deps, call({ token }))).resolves.toEqual({
      left: true,
      tourId: TOUR,
      date: SATURDAY,
    });
    const line = await entriesByName();
    expect(line.get('Ezio')).toMatchObject({ status: 'left', holdsSeats: false });
    expect(line.get('Fabio')).toMatchObject({ status: 'offered', holdsSeats: true });
    expect(await seatsHeld()).toBe(4);

    await expect(handleLeaveWaitlist(h().deps, call({ token }))).resolves.toMatchObject({
      left: false,
    });
    expect(await seatsHeld()).toBe(4);
    // Having left, the same address may join the line again, at its end.
    await expect(join('Ezio', 2)).resolves.toEqual({ position: 2 });
    await expect(
      handleLeaveWaitlist(h().deps, call({ token: `${token.split('.')[0]}.forgedsignature` })),
    ).rejects.toMatchObject({ details: { reason: 'INVALID_LINK' } });
  });
});
