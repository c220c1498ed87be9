import { describe, expect, it } from 'vitest';
import { WAIVER } from '@/content/waiver';
import { handleManageBooking } from '@functions/services/cancellation/manage-booking';
import { manageToken } from '@functions/services/booking-base/manage-link';
import {
  handleChangeBookingDate,
  handleStaffChangeBookingDate,
} from '@functions/services/date-change/change-booking-date';
import { handleAnswerPostponement } from '@functions/services/postponement/answer-postponement';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffCheckIn } from '@functions/services/staff/check-in';
import { handleStaffCollectWaivers } from '@functions/services/waiver/collect-waivers';
import { testDb } from '../support/firestore';
import { refusedReason } from '../support/refusal';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY, SUNDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { paidBooking, party } from '../support/bookings';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';
import { adultSignature } from '../support/waivers';

// A booking's tour begun (its start came, or it was checked in) ends a postponement's pending
// answer as "kept", and from then on nobody but a manager giving a reason moves it. Staff phones
// check in and collect signatures on the tour's own day. Real Firestore, Auth and Stripe stand-in.
const h = registerBookingHarness();

const FRIDAY = '2026-11-27';
/** Saturday's tour leaves at 09:00 in Rome (08:00 UTC in November). */
const SATURDAY_START = Date.parse(`${SATURDAY}T08:00:00Z`);
const HOUR = 3_600_000;

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });

/** A booking for `participants`, paid; its id. */
async function paidParty(participants = 2): Promise<string> {
  return (await paidBooking(h(), party(participants))).bookingId;
}

/** A booking staff postponed from Friday to Saturday, its answer still pending. */
async function postponedToSaturday(): Promise<{ bookingId: string; token: string }> {
  const bookingId = await paidParty();
  await testDb()
    .doc(`bookings/${bookingId}`)
    .update({ postponement: { from: FRIDAY, to: SATURDAY, at: new Date(), choice: 'pending' } });
  return { bookingId, token: manageToken(bookingId, LINK_SECRET) };
}

const customerMoves = (token: string, newDate: string) =>
  handleChangeBookingDate(h().deps, call({ booking: { token }, newDate }));
const answer = (token: string, choice: 'keep' | 'refund') =>
  handleAnswerPostponement(h().deps, call({ token, choice }));
const checkIn = (bookingId: string, as: SignedIn = signedIn.guide) =>
  handleStaffCheckIn(
    staffDeps(),
    callAs(as, { checkIns: [{ bookingId, scannedAt: new Date(h().clock.ms).toISOString() }] }),
  );

describe('a postponement’s answer ends when the new date’s tour starts', () => {
  it('refuses a move and a refund once the tour started, and reads the answer as kept', async () => {
    const { bookingId, token } = await postponedToSaturday();
    h().clock.ms = SATURDAY_START + HOUR;

    expect(await refusedReason(customerMoves(token, SUNDAY))).toBe('DATE_CHANGE_NOT_ALLOWED');
    expect(await answer(token, 'refund')).toEqual({ choice: 'kept', status: 'paid' });
    const view = await handleManageBooking(h().deps, call({ token }));
    expect(view.postponement).toEqual({ from: FRIDAY, to: SATURDAY, choice: 'kept' });
    expect(view.dateChange).toBeUndefined();

    const booking = await storedBooking(bookingId);
    expect(booking).toMatchObject({ status: 'paid', selectedDate: SATURDAY });
    expect(booking.refund).toBeUndefined();
    expect(await seatsHeld(SATURDAY)).toBe(2);
    expect(await seatsHeld(SUNDAY)).toBe(0);
  });

  it('is still open until the start: the customer may move it the evening before', async () => {
    const { bookingId, token } = await postponedToSaturday();
    h().clock.ms = SATURDAY_START - 12 * HOUR;
    await customerMoves(token, SUNDAY);
    expect(await storedBooking(bookingId)).toMatchObject({
      selectedDate: SUNDAY,
      postponement: { choice: 'moved' },
    });
  });

  it('is kept at check-in: afterwards neither a move nor a refund is taken', async () => {
    const { bookingId, token } = await postponedToSaturday();
    h().clock.ms = SATURDAY_START - HOUR;
    expect((await checkIn(bookingId)).results[0]).toMatchObject({ outcome: 'checked_in' });
    expect((await storedBooking(bookingId)).postponement).toMatchObject({ choice: 'kept' });

    expect(await refusedReason(customerMoves(token, SUNDAY))).toBe('DATE_CHANGE_NOT_ALLOWED');
    expect(await answer(token, 'refund')).toEqual({ choice: 'kept', status: 'paid' });
    expect(await storedBooking(bookingId)).toMatchObject({
      status: 'paid',
      selectedDate: SATURDAY,
    });
  });
});

describe('a booking whose tour has begun', () => {
  it('is moved by a manager only with a reason, recorded with the move, and admits again', async () => {
    const bookingId = await paidParty();
    h().clock.ms = SATURDAY_START - HOUR;
    await checkIn(bookingId);
    const move = (reason?: string) =>
      handleStaffChangeBookingDate(
        staffDeps(),
        callAs(signedIn.manager, { bookingId, newDate: SUNDAY, ...(reason ? { reason } : {}) }),
      );

    expect(await refusedReason(move())).toBe('REASON_REQUIRED');
    expect(await refusedReason(move('   '))).toBe('REASON_REQUIRED');
    expect((await storedBooking(bookingId)).selectedDate).toBe(SATURDAY);
    const entries = async () =>
      (await auditLogCollection(testDb()).where('action', '==', 'booking_date_changed').get()).docs;
    expect(await entries()).toHaveLength(0);

    await move('Temporale dopo la partenza: il gruppo è rientrato');
    const moved = await storedBooking(bookingId);
    expect(moved.selectedDate).toBe(SUNDAY);
    expect(moved.checkedInAt).toBeUndefined();
    expect(moved.dateChanges?.[0]).toMatchObject({
      by: 'staff',
      reason: 'Temporale dopo la partenza: il gruppo è rientrato',
      checkedInAt: expect.anything(),
    });
    expect((await entries()).map((doc) => doc.data().details)).toEqual([
      {
        bookingId,
        from: SATURDAY,
        to: SUNDAY,
        reason: 'Temporale dopo la partenza: il gruppo è rientrato',
      },
    ]);
    expect(await seatsHeld(SATURDAY)).toBe(0);
    expect(await seatsHeld(SUNDAY)).toBe(2);
  });

  it('is not moved by the customer once its start has come, even free of a postponement', async () => {
    const bookingId = await paidParty();
    h().clock.ms = SATURDAY_START + 5 * 60_000;
    const token = manageToken(bookingId, LINK_SECRET);
    expect(await refusedReason(customerMoves(token, SUNDAY))).toBe('DATE_CHANGE_NOT_ALLOWED');
  });
});

describe('staff phones on another day', () => {
  it('refuses the check-in of a ticket for another day, telling its date, recording nothing', async () => {
    const bookingId = await paidParty();
    h().clock.ms = Date.parse(`${FRIDAY}T10:00:00Z`);
    expect((await checkIn(bookingId)).results).toEqual([
      { bookingId, outcome: 'other_day', status: 'paid', date: SATURDAY },
    ]);
    expect((await storedBooking(bookingId)).checkedInAt).toBeUndefined();
    const log = await auditLogCollection(testDb()).where('action', '==', 'check_in').get();
    expect(log.size).toBe(0);
  });

  it('takes a check-in queued offline on the tour’s day and sent after midnight', async () => {
    const bookingId = await paidParty();
    const scannedAt = new Date(SATURDAY_START + HOUR).toISOString();
    h().clock.ms = Date.parse(`${SUNDAY}T01:00:00Z`);
    const result = await handleStaffCheckIn(
      staffDeps(),
      callAs(signedIn.guide, { checkIns: [{ bookingId, scannedAt }] }),
    );
    expect(result.results[0]).toMatchObject({ outcome: 'checked_in' });
  });

  it('lets a guide record a signature on the tour’s day only, and a manager on any day', async () => {
    const bookingId = await paidParty();
    const signature = adultSignature();
    const collect = (as: SignedIn, participantIndex: number) =>
      handleStaffCollectWaivers(
        { db: h().deps.db, auth: testAuth(), now: h().deps.now, waiver: WAIVER },
        callAs(as, {
          waivers: [
            {
              bookingId,
              participantIndex,
              signature,
              signedAtDevice: new Date(h().clock.ms).toISOString(),
            },
          ],
        }),
      );
    h().clock.ms = Date.parse(`${FRIDAY}T10:00:00Z`);
    expect((await collect(signedIn.guide, 0)).results[0]).toMatchObject({
      outcome: 'not_tour_day',
    });
    expect((await storedBooking(bookingId)).waivers).toBeUndefined();
    expect((await collect(signedIn.manager, 0)).results[0]).toMatchObject({ outcome: 'signed' });

    h().clock.ms = SATURDAY_START - HOUR;
    expect((await collect(signedIn.guide, 1)).results[0]).toMatchObject({ outcome: 'signed' });
    expect(Object.keys((await storedBooking(bookingId)).waivers ?? {})).toEqual(['0', '1']);
  });
});

describe('the waivers’ keeping period', () => {
  it('follows the booking to its new date, on every path that moves it', async () => {
    const bookingId = await paidParty();
    await testDb().doc(`bookings/${bookingId}`).update({ waiversKeptUntil: '2036-11-28' });
    const token = manageToken(bookingId, LINK_SECRET);
    await customerMoves(token, '2026-12-05');
    expect((await storedBooking(bookingId)).waiversKeptUntil).toBe('2036-12-05');

    await handleStaffChangeBookingDate(
      staffDeps(),
      callAs(signedIn.manager, { bookingId, newDate: '2026-12-12' }),
    );
    expect((await storedBooking(bookingId)).waiversKeptUntil).toBe('2036-12-12');
  });
});
