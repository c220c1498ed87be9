import { describe, expect, it } from 'vitest';
import {
  cancelListedBookings,
  handleCancelTourDate,
} from '@functions/services/cancellation/cancel-tour-date';
import { handleStaffChangeBookingDate } from '@functions/services/date-change/change-booking-date';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';
import {
  handlePostponeTourDate,
  postponeListedBookings,
} from '@functions/services/postponement/postpone-tour-date';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { testDb } from '../support/firestore';
import { SATURDAY, SUNDAY } from '../support/harness-dates';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { refundsAtStripe } from '../support/stripe-refunds';
import { byMember, paidBooking, party } from '../support/bookings';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';

// "Annulla data" and "Rinvia data" read the date's bookings once, then act on each in its own
// transaction. A booking moved away between the two (its customer, another manager) is judged
// as it is then: left on its new date with its seats and money, and reported as skipped.
const h = registerBookingHarness();

const TOUR = 'emotion-in-villa';
const FRIDAY_NEXT = '2026-12-04';

const signedIn = signInBeforeAll({ manager: 'manager' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });

/** A booking for two by `member`, paid; its id. */
async function paidByMember(member: string): Promise<string> {
  return (await paidBooking(h(), { ...party(2), ...byMember(member) })).bookingId;
}

/** The date's paid bookings as a date-wide action lists them before acting. */
async function listedOn(date: string) {
  const snapshot = await bookingsCollection(testDb())
    .where('tourId', '==', TOUR)
    .where('selectedDate', '==', date)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, booking: doc.data() }))
    .filter(({ booking }) => booking.status === 'paid');
}

/** Another manager moves the booking away: lands after the list was read. */
const movedAway = (bookingId: string, newDate: string) =>
  handleStaffChangeBookingDate(staffDeps(), callAs(signedIn.manager, { bookingId, newDate }));

async function refundsOf(bookingId: string) {
  return refundsAtStripe(h(), (await storedBooking(bookingId)).paymentIntentId ?? '');
}

describe('"Annulla data" on a stale list', () => {
  it('leaves a booking moved away meanwhile on its new date, with its seats and money', async () => {
    const staying = await paidByMember('Giulia Bianchi');
    const leaving = await paidByMember('Marco Rossi');
    const listed = (await listedOn(SATURDAY)).map(({ id }) => id);
    expect(listed).toHaveLength(2);
    await movedAway(leaving, SUNDAY);

    const outcome = await cancelListedBookings(h().deps, SATURDAY, listed);
    expect(outcome).toMatchObject({ skipped: 1, failed: 0 });
    expect(outcome.cancelled).toHaveLength(1);
    expect(await storedBooking(staying)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'weather',
    });
    expect(await storedBooking(leaving)).toMatchObject({
      status: 'paid',
      selectedDate: SUNDAY,
      holdsSeats: true,
    });
    expect((await storedBooking(leaving)).refund).toBeUndefined();
    expect(await refundsOf(leaving)).toEqual([]);
    expect(await seatsHeld(SUNDAY)).toBe(2);
    expect(await seatsHeld(SATURDAY)).toBe(0);
  });

  it('answers the skipped count and records the action before it runs, completed after', async () => {
    await paidByMember('Giulia Bianchi');
    const request = { tourId: TOUR, date: SATURDAY, preview: false };
    expect(
      await handleCancelTourDate(staffDeps(), callAs(signedIn.manager, request)),
    ).toMatchObject({
      bookings: 1,
      skipped: 0,
    });
    const entries = (
      await auditLogCollection(testDb()).where('action', '==', 'cancel_tour_date').get()
    ).docs.map((doc) => doc.data().details);
    expect(entries).toEqual([
      expect.objectContaining({ bookings: 1, skipped: 0, failed: 0, completed: true }),
    ]);
  });
});

describe('"Rinvia data" on a stale list', () => {
  it('never drags a booking moved away meanwhile back to the postponement', async () => {
    const staying = await paidByMember('Giulia Bianchi');
    const leaving = await paidByMember('Marco Rossi');
    const listed = await listedOn(SATURDAY);
    await movedAway(leaving, FRIDAY_NEXT);

    const outcome = await postponeListedBookings(
      h().deps,
      { tourId: TOUR, date: SATURDAY, newDate: SUNDAY },
      listed,
    );
    expect(outcome).toEqual({ moved: 1, notMoved: 0, skipped: 1, failed: 0 });
    expect(await storedBooking(staying)).toMatchObject({
      selectedDate: SUNDAY,
      postponement: { from: SATURDAY, to: SUNDAY, choice: 'pending' },
    });
    const left = await storedBooking(leaving);
    expect(left).toMatchObject({ status: 'paid', selectedDate: FRIDAY_NEXT });
    expect(left.postponement).toBeUndefined();
    expect(await seatsHeld(FRIDAY_NEXT)).toBe(2);
    expect(await seatsHeld(SUNDAY)).toBe(2);
  });

  it('answers the skipped count and records the action before it runs, completed after', async () => {
    await paidByMember('Giulia Bianchi');
    const request = { tourId: TOUR, date: SATURDAY, newDate: SUNDAY, preview: false };
    expect(
      await handlePostponeTourDate(staffDeps(), callAs(signedIn.manager, request)),
    ).toMatchObject({
      moved: 1,
      skipped: 0,
    });
    const entries = (
      await auditLogCollection(testDb()).where('action', '==', 'postpone_tour_date').get()
    ).docs.map((doc) => doc.data().details);
    expect(entries).toEqual([
      expect.objectContaining({ moved: 1, skipped: 0, failed: 0, completed: true }),
    ]);
  });
});
