import { simpleParser } from 'mailparser';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { ticketPublicKey } from '@/domain/ticket/sign-ticket';
import { verifyTicket } from '@/domain/ticket/verify-ticket';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleManageBooking } from '@functions/services/cancellation/manage-booking';
import {
  handleChangeBookingDate,
  handleStaffChangeBookingDate,
} from '@functions/services/date-change/change-booking-date';
import { handleMyBookings } from '@functions/services/my-bookings';
import { testDb } from '../support/firestore';
import { refusedReason } from '../support/refusal';
import { entriesByName, joinConfirmed, joinRequest } from '../support/waitlist';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { SATURDAY, SUNDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { paidBooking, type RequestChanges } from '../support/bookings';

const h = registerBookingHarness();

/** Saturday's tour leaves at 09:00 in Rome (08:00 UTC in November). */
const SATURDAY_START = Date.parse(`${SATURDAY}T08:00:00Z`);
const HOUR = 3_600_000;
const SCHEDULE = 'schedules/emotion-in-villa';

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide', member: 'visitor' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });

let riders = 0;
/** Paid by a person of their own (`rider<n>@example.com`), signed in as the member; its id. */
async function paidByRider(changes: RequestChanges = {}): Promise<string> {
  riders += 1;
  const rider = {
    customerEmail: `rider${riders}@example.com`,
    gating: { memberNameEntered: `Rider ${riders}` },
  };
  const paid = await paidBooking(
    h(),
    { ...rider, ...changes },
    { uid: signedIn.member.uid, allowUnverifiedMembers: true },
  );
  return paid.bookingId;
}

/** The outbox entries of a booking's date changes (one per move, whatever the retries). */
async function dateChangeMailsQueued(bookingId: string): Promise<number> {
  const outbox = await testDb().collection('mailOutbox').get();
  return outbox.docs.filter((doc) => doc.id.startsWith(`booking-${bookingId}-date-`)).length;
}

const changeBy = (bookingId: string, newDate: string) =>
  handleChangeBookingDate(
    h().deps,
    call({ booking: { bookingId }, newDate }, { uid: signedIn.member.uid }),
  );

describe('a customer changes the date', () => {
  it('moves the seats, reissues the ticket and mails it once; a repeat changes nothing', async () => {
    const bookingId = await paidByRider({ locale: 'en' });
    const before = await storedBooking(bookingId);
    expect(await seatsHeld(SATURDAY)).toBe(2);
    const view = await handleManageBooking(
      h().deps,
      call({ bookingId }, { uid: signedIn.member.uid }),
    );
    expect(view.dateChange).toEqual({
      allowed: true,
      freeUntil: new Date(SATURDAY_START - 72 * HOUR).toISOString(),
    });

    const answer = await changeBy(bookingId, SUNDAY);
    expect(answer).toMatchObject({ selectedDate: SUNDAY, status: 'paid' });
    expect(answer.ticket).not.toBe(before.ticket);
    const publicKey = await ticketPublicKey(h().deps.tickets.signingKey);
    expect(await verifyTicket(answer.ticket ?? '', publicKey)).toMatchObject({
      date: SUNDAY,
      participants: 2,
    });
    expect(await seatsHeld(SATURDAY)).toBe(0);
    expect(await seatsHeld(SUNDAY)).toBe(2);
    const moved = await storedBooking(bookingId);
    expect(moved).toMatchObject({ selectedDate: SUNDAY, holdsSeats: true, ticket: answer.ticket });
    expect(moved.dateChanges).toEqual([
      expect.objectContaining({ from: SATURDAY, to: SUNDAY, by: 'customer' }),
    ]);

    await eventually(async () => h().mails.some((mail) => mail.subject.startsWith('Date changed')));
    const mail = await simpleParser(
      h().mails.find((caught) => caught.subject.startsWith('Date changed'))?.raw ?? '',
    );
    expect(mail.text).toContain('Previous date: Saturday, 28 November 2026');
    expect(mail.text).toContain('New date: Sunday, 29 November 2026');
    expect(mail.text).toContain('Start: 09:00');
    expect(mail.text).toMatch(/https:\/\/tours\.example\/gestisci-prenotazione\?token=\S+/);
    const ics = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics?.filename).toBe(`emotion-in-villa-${SUNDAY}.ics`);
    expect(ics?.content.toString('utf8')).toContain('DTSTART:20261129T080000Z');
    const qr = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBe('ticket-qr@valpolicella-ebike-tours');
    await eventually(
      async () => (await storedBooking(bookingId)).mail?.dateChange?.status === 'sent',
    );

    const again = await changeBy(bookingId, SUNDAY);
    expect(again).toEqual(answer);
    expect(await seatsHeld(SUNDAY)).toBe(2);
    expect(await dateChangeMailsQueued(bookingId)).toBe(1);
    expect((await storedBooking(bookingId)).dateChanges).toHaveLength(1);

    const mine = await handleMyBookings(h().deps, callAs(signedIn.member, {}));
    expect(mine.bookings.find((booking) => booking.bookingId === bookingId)).toMatchObject({
      selectedDate: SUNDAY,
      ticket: answer.ticket,
      dateChange: { allowed: true },
    });
  });

  it('is refused within 72 hours of the start, and onto a closed or a full date, changing nothing', async () => {
    const bookingId = await paidByRider();
    const before = await storedBooking(bookingId);
    const unchanged = async () => {
      const booking = await storedBooking(bookingId);
      expect(booking).toMatchObject({ selectedDate: SATURDAY, ticket: before.ticket });
      expect(booking.dateChanges).toBeUndefined();
      expect(await seatsHeld(SATURDAY)).toBe(2);
      expect(await dateChangeMailsQueued(bookingId)).toBe(0);
    };

    await testDb()
      .doc(SCHEDULE)
      .update({ closedDates: [SUNDAY] });
    expect(await refusedReason(changeBy(bookingId, SUNDAY))).toBe('INVALID_DATE');
    await testDb().doc(SCHEDULE).update({ closedDates: [] });

    // Online booking paused in "Calendario": no move either.
    await testDb().doc(SCHEDULE).update({ bookable: false });
    expect(await refusedReason(changeBy(bookingId, SUNDAY))).toBe('BOOKING_CLOSED');
    await testDb().doc(SCHEDULE).update({ bookable: true });

    // Sunday with 3 seats, 2 of them sold: no room for a party of 2.
    await paidByRider({ selectedDate: SUNDAY });
    await testDb().doc(SCHEDULE).update({ capacity: 3 });
    expect(await refusedReason(changeBy(bookingId, SUNDAY))).toBe('CAPACITY_EXCEEDED');
    expect(await seatsHeld(SUNDAY)).toBe(2);
    await testDb().doc(SCHEDULE).update({ capacity: 20 });

    h().clock.ms = SATURDAY_START - 72 * HOUR;
    expect(await refusedReason(changeBy(bookingId, SUNDAY))).toBe('DATE_CHANGE_NOT_ALLOWED');
    const view = await handleManageBooking(
      h().deps,
      call({ bookingId }, { uid: signedIn.member.uid }),
    );
    expect(view.dateChange?.allowed).toBe(false);
    await unchanged();
  });

  it('is allowed at any time onto another date while a postponement waits for the answer', async () => {
    const bookingId = await paidByRider();
    await testDb()
      .doc(`bookings/${bookingId}`)
      .update({
        postponement: { from: '2026-11-27', to: SATURDAY, at: new Date(), choice: 'pending' },
      });
    h().clock.ms = SATURDAY_START - 30 * HOUR;
    const view = await handleManageBooking(
      h().deps,
      call({ bookingId }, { uid: signedIn.member.uid }),
    );
    expect(view.dateChange?.allowed).toBe(true);
    expect(view.postponement).toEqual({ from: '2026-11-27', to: SATURDAY, choice: 'pending' });

    await changeBy(bookingId, SUNDAY);
    const moved = await storedBooking(bookingId);
    expect(moved.selectedDate).toBe(SUNDAY);
    expect(moved.postponement).toMatchObject({ choice: 'moved' });
  });
});

describe('the seats a date change leaves behind', () => {
  it('are offered at once to the first in the old date’s waiting list', async () => {
    const bookingId = await paidByRider();
    await testDb().doc(SCHEDULE).update({ capacity: 2 });
    await joinConfirmed(h(), joinRequest('Anna', 2));
    expect((await entriesByName()).get('Anna')?.status).toBe('waiting');

    await changeBy(bookingId, SUNDAY);
    expect((await entriesByName()).get('Anna')).toMatchObject({
      status: 'offered',
      holdsSeats: true,
    });
    // Saturday's two seats are now held for Anna's offer.
    expect(await seatsHeld(SATURDAY)).toBe(2);
  });
});

describe('date changes under contention', () => {
  it('never oversell the new date, and the counters equal the seats the bookings hold', async () => {
    // Booked one after another: they share the member's account, whose unpaid hold on a date a
    // newer checkout replaces (and expires), so booked at once some could not be paid.
    const moving: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      moving.push(await paidByRider({ participants: 1, participantNames: ['Solo'] }));
    }
    // Sunday has room for 4; ten moves and four checkouts of one rider race for those seats.
    await testDb().doc(SCHEDULE).update({ capacity: 4 });
    const attempts = [
      ...moving.map((bookingId) => changeBy(bookingId, SUNDAY)),
      ...Array.from({ length: 4 }, (_, i) =>
        createCheckout(
          h().deps,
          { ...h().settings, allowUnverifiedMembers: true },
          call(
            bookingRequest({
              selectedDate: SUNDAY,
              participants: 1,
              participantNames: [`Walk-in ${i}`],
              customerEmail: `walkin${i}@example.com`,
              gating: { memberNameEntered: `Walk-in ${i}` },
            }),
          ),
        ),
      ),
    ];
    const outcomes = await Promise.allSettled(attempts);
    const reasons = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected'
        ? [
            outcome.reason instanceof HttpsError
              ? (outcome.reason.details as { reason: string }).reason
              : String(outcome.reason),
          ]
        : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(reasons).toEqual(Array.from({ length: 10 }, () => 'CAPACITY_EXCEEDED'));

    const bookings = (await testDb().collection('bookings').get()).docs.map((doc) => doc.data());
    const held = (date: string) =>
      bookings
        .filter((booking) => booking['selectedDate'] === date && booking['holdsSeats'] === true)
        .reduce((sum, booking) => sum + (booking['participants'] as number), 0);
    expect(await seatsHeld(SUNDAY)).toBe(4);
    expect(held(SUNDAY)).toBe(4);
    expect(await seatsHeld(SATURDAY)).toBe(held(SATURDAY));
    const movedCount = bookings.filter(
      (booking) => booking['status'] === 'paid' && booking['selectedDate'] === SUNDAY,
    ).length;
    expect(await seatsHeld(SATURDAY)).toBe(10 - movedCount);
  }, 60_000);
});

describe('staff change a booking’s date', () => {
  it('is refused to a guide and done for a manager, recorded in the audit log', async () => {
    const bookingId = await paidByRider();
    const request = { bookingId, newDate: SUNDAY };
    expect(
      await refusedReason(
        handleStaffChangeBookingDate(staffDeps(), callAs(signedIn.guide, request)),
      ),
    ).toBe('MANAGER_ONLY');
    expect((await storedBooking(bookingId)).selectedDate).toBe(SATURDAY);
    expect(await seatsHeld(SUNDAY)).toBe(0);

    // Staff are not bound by the customer's 72 hours.
    h().clock.ms = SATURDAY_START - 30 * HOUR;
    const answer = await handleStaffChangeBookingDate(
      staffDeps(),
      callAs(signedIn.manager, request),
    );
    expect(answer.selectedDate).toBe(SUNDAY);
    expect(await storedBooking(bookingId)).toMatchObject({
      dateChanges: [expect.objectContaining({ by: 'staff', staffUid: signedIn.manager.uid })],
    });
    const log = await testDb()
      .collection('auditLog')
      .where('action', '==', 'booking_date_changed')
      .get();
    expect(log.docs.map((doc) => doc.data()['details'])).toEqual([
      { bookingId, from: SATURDAY, to: SUNDAY },
    ]);
  });
});
