import { describe, expect, it } from 'vitest';
import { manageToken } from '@functions/services/booking-base/manage-link';
import { handleAnswerPostponement } from '@functions/services/postponement/answer-postponement';
import { handlePostponeTourDate } from '@functions/services/postponement/postpone-tour-date';
import { AUDIT_LOG_COLLECTION } from '@functions/services/audit-log/audit-log';
import { testDb } from '../support/firestore';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY, SUNDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { refundsAtStripe } from '../support/stripe-refunds';
import { pendingBooking } from '../support/bookings';

// "Rinvia data": staff move a rainy day's bookings to another day; each customer keeps the new
// date or takes a full refund from the mail's buttons. Real Firestore, real Stripe SDK against
// the stand-in, the outbox's mail caught over SMTP.
const h = registerBookingHarness();

const TOUR = 'emotion-in-villa';
/** Not one of the tour's weekdays (fri, sat, sun): postponing there lists it as a departure. */
const WEDNESDAY = '2026-12-02';

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });
const postpone = (newDate: string, preview: boolean, as: SignedIn = signedIn.manager) =>
  handlePostponeTourDate(
    staffDeps(),
    callAs(as, { tourId: TOUR, date: SATURDAY, newDate, preview }),
  );

interface Paid {
  bookingId: string;
  email: string;
  paymentIntentId: string;
  amount: number;
}

/**
 * Paid bookings for Saturday, one person each, booked a minute apart (the oldest is moved first)
 * and paid, their confirmation mails caught and then cleared.
 */
async function paidBookings(parties: number[]): Promise<Paid[]> {
  const booked: { bookingId: string; email: string }[] = [];
  for (const [i, participants] of parties.entries()) {
    h().clock.ms += 60_000;
    const email = `rider${i}@example.com`;
    const { bookingId } = await pendingBooking(
      h(),
      {
        participants,
        participantNames: Array.from({ length: participants }, (_, n) => `Rider ${i}.${n}`),
        customerEmail: email,
        gating: { memberNameEntered: `Rider ${i}` },
      },
      { allowUnverifiedMembers: true },
    );
    booked.push({ bookingId, email });
  }
  const paid = await Promise.all(
    booked.map(async ({ bookingId, email }): Promise<Paid> => {
      await completeOnStripe(h(), (await storedBooking(bookingId)).stripeSessionId ?? '');
      await eventually(async () => (await storedBooking(bookingId)).status === 'paid', 15_000);
      const booking = await storedBooking(bookingId);
      const paymentIntentId = booking.paymentIntentId ?? '';
      return { bookingId, email, paymentIntentId, amount: booking.amountTotalCents };
    }),
  );
  await eventually(async () => h().mails.length === parties.length, 15_000);
  h().mails.length = 0;
  return paid;
}

const mailsTo = (email: string) => h().mails.filter((mail) => mail.envelopeTo.includes(email));

/** The link of the mail's button `label` (its text part lists "label:\n<url>"). */
function buttonLink(email: string, label: string): URL {
  const [mail] = mailsTo(email).filter((candidate) => candidate.subject.includes('rinviato'));
  const link = new RegExp(`${label}:\\n(https://\\S+)`).exec(mail?.text ?? '')?.[1];
  expect(link, `${label} in the mail to ${email}`).toBeDefined();
  return new URL(link ?? '');
}

const refundsOf = (paymentIntentId: string) => refundsAtStripe(h(), paymentIntentId);

async function schedule() {
  return (await testDb().doc(`schedules/${TOUR}`).get()).data() as {
    dates: string[];
    closedDates: string[];
  };
}

async function outboxSize() {
  return (await testDb().collection('mailOutbox').count().get()).data().count;
}

const answer = (token: string, choice: 'keep' | 'refund') =>
  handleAnswerPostponement(h().deps, call({ token, choice }));

describe('postponing a date for rain', () => {
  it('moves all 20 bookings to a date with room, and refunds only those who ask, once', async () => {
    const paid = await paidBookings(Array.from({ length: 20 }, () => 1));
    expect(await seatsHeld(SATURDAY)).toBe(20);

    // The preview announces exactly what the postponement then does.
    const allTwentyMoved = {
      bookings: 20,
      participants: 20,
      moved: 20,
      notMoved: 0,
      skipped: 0,
      seatsOnNewDate: 20,
    };
    expect(await postpone(SUNDAY, true)).toEqual(allTwentyMoved);
    expect(await seatsHeld(SUNDAY)).toBe(0);

    expect(await postpone(SUNDAY, false)).toEqual(allTwentyMoved);
    expect(await seatsHeld(SATURDAY)).toBe(0);
    expect(await seatsHeld(SUNDAY)).toBe(20);
    expect((await schedule()).closedDates).toContain(SATURDAY);
    for (const { bookingId } of paid) {
      expect(await storedBooking(bookingId)).toMatchObject({
        status: 'paid',
        selectedDate: SUNDAY,
        holdsSeats: true,
        postponement: { from: SATURDAY, to: SUNDAY, choice: 'pending' },
        dateChanges: [{ from: SATURDAY, to: SUNDAY, by: 'postponement' }],
      });
    }
    await eventually(async () => h().mails.length === 20, 15_000);
    for (const { email } of paid) {
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Tour rinviato per maltempo: .*29 novembre 2026/),
      ]);
    }
    const audit = await testDb().collection(AUDIT_LOG_COLLECTION).get();
    expect(audit.docs.map((doc) => doc.get('details'))).toEqual([
      {
        tourId: TOUR,
        date: SATURDAY,
        newDate: SUNDAY,
        bookings: 20,
        moved: 20,
        notMoved: 0,
        skipped: 0,
        failed: 0,
        completed: true,
      },
    ]);

    // Five ask for the refund, each tapping twice at once; three keep the new date.
    const refunding = paid.slice(0, 5);
    const keeping = paid.slice(5, 8);
    const answers = await Promise.all(
      refunding.flatMap(({ email }) => {
        const link = buttonLink(email, 'Voglio il rimborso completo');
        expect(link.pathname).toBe('/gestisci-prenotazione');
        expect(link.searchParams.get('rinvio')).toBe('rimborso');
        const token = link.searchParams.get('token') ?? '';
        return [answer(token, 'refund'), answer(token, 'refund')];
      }),
    );
    expect(answers).toEqual(answers.map(() => ({ choice: 'refund', status: 'cancelled' })));
    for (const { email } of keeping) {
      const link = buttonLink(email, 'Mantengo la nuova data');
      expect(link.searchParams.get('rinvio')).toBe('mantieni');
      const token = link.searchParams.get('token') ?? '';
      expect(await answer(token, 'keep')).toEqual({ choice: 'kept', status: 'paid' });
      // A later tap on the other button changes nothing: the first answer stands.
      expect(await answer(token, 'refund')).toEqual({ choice: 'kept', status: 'paid' });
    }

    for (const { bookingId, paymentIntentId, amount } of refunding) {
      expect((await refundsOf(paymentIntentId)).map((refund) => refund.amount)).toEqual([amount]);
      expect(await storedBooking(bookingId)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'postponed',
        refund: { percent: 100, amountCents: amount },
        postponement: { choice: 'refund' },
      });
    }
    for (const { bookingId, paymentIntentId } of paid.slice(5)) {
      expect(await refundsOf(paymentIntentId)).toEqual([]);
      expect((await storedBooking(bookingId)).status).toBe('paid');
    }
    for (const { bookingId } of keeping) {
      expect((await storedBooking(bookingId)).postponement).toMatchObject({ choice: 'kept' });
    }
    expect(await seatsHeld(SUNDAY)).toBe(15);
    await eventually(async () => h().mails.length === 25, 15_000);
    for (const { email } of refunding) {
      expect(
        mailsTo(email).filter((mail) => mail.subject.startsWith('Rimborso del tour rinviato')),
      ).toHaveLength(1);
    }

    // Postponing again finds nothing left on Saturday: nothing moves, no mail is queued.
    const queued = await outboxSize();
    expect(await postpone(SUNDAY, false)).toMatchObject({ bookings: 0, moved: 0, notMoved: 0 });
    expect(await outboxSize()).toBe(queued);
    expect(await seatsHeld(SUNDAY)).toBe(15);
  }, 120_000);

  it('moves the parties that fit, oldest first, and offers the others another date or a refund', async () => {
    // Wednesday has five seats that day (a one-off capacity set in the console).
    await testDb()
      .doc(`schedules/${TOUR}`)
      .update({ [`capacityByDate.${WEDNESDAY}`]: 5 });
    const [first, second, third, fourth] = await paidBookings([2, 2, 2, 1]);
    if (!first || !second || !third || !fourth) throw new Error('four bookings expected');
    expect((await schedule()).dates).not.toContain(WEDNESDAY);

    const threeOfFourMoved = {
      bookings: 4,
      participants: 7,
      moved: 3,
      notMoved: 1,
      skipped: 0,
      seatsOnNewDate: 5,
    };
    expect(await postpone(WEDNESDAY, true)).toEqual(threeOfFourMoved);
    expect(await postpone(WEDNESDAY, false)).toEqual(threeOfFourMoved);
    expect((await schedule()).dates).toContain(WEDNESDAY);
    expect(await seatsHeld(WEDNESDAY)).toBe(5);
    // The party of the third booking did not fit: it keeps its seats on the closed Saturday.
    expect(await seatsHeld(SATURDAY)).toBe(2);
    for (const { bookingId } of [first, second, fourth]) {
      expect(await storedBooking(bookingId)).toMatchObject({
        selectedDate: WEDNESDAY,
        postponement: { from: SATURDAY, to: WEDNESDAY, choice: 'pending' },
      });
    }
    const left = await storedBooking(third.bookingId);
    expect(left).toMatchObject({
      status: 'paid',
      selectedDate: SATURDAY,
      holdsSeats: true,
      postponement: { from: SATURDAY, to: null, choice: 'pending' },
    });
    expect(left.dateChanges).toBeUndefined();
    await eventually(async () => h().mails.length === 4);
    expect(mailsTo(third.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tour rinviato per maltempo: .*28 novembre 2026/),
    ]);
    const otherDate = buttonLink(third.email, 'Scegli un’altra data');
    expect(otherDate.searchParams.get('rinvio')).toBeNull();
    expect(buttonLink(third.email, 'Rimborso completo').searchParams.get('rinvio')).toBe(
      'rimborso',
    );

    // Running it again changes nothing and sends nothing.
    const queued = await outboxSize();
    expect(await postpone(WEDNESDAY, false)).toEqual({
      bookings: 1,
      participants: 2,
      moved: 0,
      notMoved: 1,
      skipped: 0,
      seatsOnNewDate: 0,
    });
    expect(await outboxSize()).toBe(queued);
    expect(await seatsHeld(WEDNESDAY)).toBe(5);
    expect(await seatsHeld(SATURDAY)).toBe(2);

    // Not on the new date, it has nothing to keep; its refund is full.
    const token = manageToken(third.bookingId, LINK_SECRET);
    await expect(answer(token, 'keep')).rejects.toMatchObject({
      details: { reason: 'INVALID_INPUT', fields: ['choice'] },
    });
    expect(await answer(token, 'refund')).toEqual({ choice: 'refund', status: 'cancelled' });
    expect((await refundsOf(third.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      third.amount,
    ]);
    expect(await seatsHeld(SATURDAY)).toBe(0);
  }, 60_000);

  it('refuses a guide, a day gone and a new date that is not later or not bookable, changing nothing', async () => {
    const [only] = await paidBookings([2]);
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: { details?: { reason?: string; fields?: string[] } }) => error.details,
      );
    for (const preview of [true, false]) {
      expect(await refused(postpone(SUNDAY, preview, signedIn.guide))).toEqual({
        reason: 'MANAGER_ONLY',
      });
    }
    expect(await refused(postpone(SATURDAY, false))).toEqual({
      reason: 'INVALID_DATE',
      fields: ['newDate'],
    });
    // Further than the tour's 180-day horizon.
    expect(await refused(postpone('2027-08-01', false))).toEqual({
      reason: 'INVALID_DATE',
      fields: ['newDate'],
    });
    expect(
      await refused(
        handlePostponeTourDate(
          staffDeps(),
          callAs(signedIn.manager, {
            tourId: TOUR,
            date: '2026-11-21',
            newDate: SUNDAY,
            preview: false,
          }),
        ),
      ),
    ).toEqual({ reason: 'DATE_IN_PAST', fields: ['date'] });
    // Online booking of the tour paused: no new date to move the bookings to.
    await testDb().doc(`schedules/${TOUR}`).update({ bookable: false });
    expect(await refused(postpone(SUNDAY, true))).toEqual({ reason: 'BOOKING_CLOSED' });
    await testDb().doc(`schedules/${TOUR}`).update({ bookable: true });
    expect((await schedule()).closedDates).not.toContain(SATURDAY);
    expect(await storedBooking(only?.bookingId ?? '')).toMatchObject({
      selectedDate: SATURDAY,
      status: 'paid',
    });
    expect((await storedBooking(only?.bookingId ?? '')).postponement).toBeUndefined();
    expect(await seatsHeld(SATURDAY)).toBe(2);
    expect((await testDb().collection(AUDIT_LOG_COLLECTION).get()).size).toBe(0);
    // A booking never postponed has nothing to answer.
    await expect(
      answer(manageToken(only?.bookingId ?? '', LINK_SECRET), 'keep'),
    ).rejects.toMatchObject({ details: { reason: 'NOT_FOUND' } });
  }, 60_000);
});
