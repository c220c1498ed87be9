import { describe, expect, it } from 'vitest';
import type { StaffSeason } from '@/domain/api/staff-season';
import { TOURS } from '@/domain/tours';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleCancelTourDate } from '@functions/services/cancellation/cancel-tour-date';
import { rebuildSeasonTotals } from '@functions/services/season/season-totals';
import { handleStaffSeason } from '@functions/services/season/staff-season';
import { handleStaffCheckIn } from '@functions/services/staff/check-in';
import { SATURDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking, party } from '../support/bookings';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { refusedCode } from '../support/refusal';

const h = registerBookingHarness();

const signedIn = signInBeforeAll({ guide: 'guide', manager: 'manager', visitor: 'visitor' });

const seasonDeps = () => ({ db: h().deps.db, auth: testAuth(), now: h().deps.now });
const season = (who: 'guide' | 'manager' = 'manager') =>
  handleStaffSeason(seasonDeps(), callAs(signedIn[who], {}));

let members = 0;
/** A booking paid at the harness clock's time (its `paidAt`), each by a member of their own. */
const paidRiders = (
  tourId: 'emotion-in-villa' | 'colombare',
  selectedDate: string,
  riders: number,
) => {
  members += 1;
  return paidBooking(h(), {
    tourId,
    selectedDate,
    ...party(riders),
    customerEmail: `member${members}@example.com`,
  });
};
const departure = (answer: StaffSeason, tourId: string, date: string) =>
  answer.tours.find((tour) => tour.tourId === tourId)?.departures.find((d) => d.date === date);

describe('staffSeason', () => {
  it('refuses a signed-out caller and a signed-in visitor', async () => {
    expect(await refusedCode(handleStaffSeason(seasonDeps(), { data: {} }))).toBe(
      'unauthenticated',
    );
    expect(await refusedCode(handleStaffSeason(seasonDeps(), callAs(signedIn.visitor, {})))).toBe(
      'permission-denied',
    );
    expect(
      await refusedCode(handleStaffSeason(seasonDeps(), callAs(signedIn.manager, { from: 'x' }))),
    ).toBe('invalid-argument');
  });

  it('shows each departure of the next eight weeks with its seats sold against capacity', async () => {
    await paidRiders('emotion-in-villa', SATURDAY, 2);
    await paidRiders('emotion-in-villa', SATURDAY, 3);
    await paidRiders('colombare', SATURDAY, 4);
    // Staff gave the uncapped tour one day with its own seats, and closed another.
    await h()
      .deps.db.doc('schedules/colombare')
      .update({ capacityByDate: { '2026-11-27': 8 }, closedDates: ['2026-11-29'] });
    const answer = await season('guide');
    // The harness clock is Monday 23 November 2026 in Rome: eight weeks run to 17 January.
    expect(answer).toMatchObject({ from: '2026-11-23', to: '2027-01-17' });
    expect(departure(answer, 'emotion-in-villa', SATURDAY)).toEqual({
      date: SATURDAY,
      seatsSold: 5,
      capacity: 20,
      closed: false,
    });
    expect(departure(answer, 'emotion-in-villa', '2026-11-27')).toMatchObject({ seatsSold: 0 });
    // A weekday the weekend tour does not run on is no departure.
    expect(departure(answer, 'emotion-in-villa', '2026-11-25')).toBeUndefined();
    // An uncapped tour has no capacity to fill.
    expect(departure(answer, 'colombare', SATURDAY)).toMatchObject({
      seatsSold: 4,
      capacity: null,
    });
    expect(departure(answer, 'colombare', '2026-11-27')).toMatchObject({
      seatsSold: 0,
      capacity: 8,
    });
    expect(departure(answer, 'colombare', '2026-11-29')).toMatchObject({ closed: true });
    const dates = answer.tours.flatMap((tour) => tour.departures.map((d) => d.date));
    expect(dates.every((date) => date >= '2026-11-23' && date <= '2027-01-17')).toBe(true);
    // Money is the managers': a guide sees none.
    expect(answer.money).toBeNull();
  });

  it('adds up revenue and refunds by month and by tour from paid and refunded bookings', async () => {
    const november = await paidRiders('emotion-in-villa', SATURDAY, 2);
    const alsoNovember = await paidRiders('colombare', SATURDAY, 1);
    // An open checkout is no revenue.
    await createCheckout(
      h().deps,
      h().settings,
      call(bookingRequest({ customerEmail: 'x@example.com' })),
    );
    h().clock.ms = Date.parse('2026-12-02T10:00:00Z');
    const december = await paidRiders('emotion-in-villa', '2026-12-05', 3);
    await handleCancelTourDate(
      { ...h().deps, auth: testAuth() },
      callAs(signedIn.manager, { tourId: 'emotion-in-villa', date: '2026-12-05', preview: false }),
    );
    await eventually(
      async () => (await storedBooking(december.bookingId)).amountRefundedCents !== undefined,
    );
    const refunded = (await storedBooking(december.bookingId)).amountRefundedCents ?? 0;
    expect(refunded).toBe(december.booking.amountTotalCents);

    // Deployed, the seasonTotalsOnBookingWrite trigger keeps the month documents as each booking is
    // written (its own tests: season-totals-trigger.test.ts); here the rebuild, by the same rule.
    await rebuildSeasonTotals(h().deps.db);
    const answer = await season('manager');
    const money = answer.money!;
    expect(money.firstMonth).toBe('2026-01');
    expect(money.byMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const month = (label: string) => money.byMonth.find((m) => m.month === label);
    const villaPrice = TOURS['emotion-in-villa'].priceCents;
    expect(november.booking.amountTotalCents).toBe(2 * villaPrice);
    expect(month('2026-11')).toEqual({
      month: '2026-11',
      revenueCents: november.booking.amountTotalCents + alsoNovember.booking.amountTotalCents,
      refundCents: 0,
      paidBookings: 2,
    });
    expect(month('2026-12')).toEqual({
      month: '2026-12',
      revenueCents: 3 * villaPrice,
      refundCents: 3 * villaPrice,
      paidBookings: 1,
    });
    expect(month('2026-10')).toEqual({
      month: '2026-10',
      revenueCents: 0,
      refundCents: 0,
      paidBookings: 0,
    });
    expect(money.byTour).toEqual([
      {
        tourId: 'colombare',
        tourName: TOURS.colombare.displayName,
        revenueCents: alsoNovember.booking.amountTotalCents,
        refundCents: 0,
        paidBookings: 1,
      },
      {
        tourId: 'emotion-in-villa',
        tourName: TOURS['emotion-in-villa'].displayName,
        revenueCents: 5 * villaPrice,
        refundCents: 3 * villaPrice,
        paidBookings: 2,
      },
    ]);
  });

  it('counts the share of booked participants who checked in on the past days', async () => {
    const came = await paidRiders('emotion-in-villa', SATURDAY, 2);
    await paidRiders('emotion-in-villa', SATURDAY, 3);
    // Booked for a day still to come on the day asked: not counted yet.
    await paidRiders('emotion-in-villa', '2026-12-05', 4);
    h().clock.ms = Date.parse('2026-11-28T07:45:00Z');
    const checkIn = await handleStaffCheckIn(
      { db: h().deps.db, auth: testAuth(), now: h().deps.now },
      callAs(signedIn.guide, {
        checkIns: [{ bookingId: came.bookingId, scannedAt: '2026-11-28T07:44:00.000Z' }],
      }),
    );
    expect(checkIn.results[0]).toMatchObject({ outcome: 'checked_in' });
    // On the day itself the share waits: today's tours may still be checking in.
    expect((await season('guide')).checkIns).toMatchObject({ to: '2026-11-27', booked: 0 });

    h().clock.ms = Date.parse('2026-11-30T08:00:00Z');
    expect((await season('guide')).checkIns).toEqual({
      from: '2025-12-01',
      to: '2026-11-29',
      booked: 5,
      checkedIn: 2,
    });
  });
});
