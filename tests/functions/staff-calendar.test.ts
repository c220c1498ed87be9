import { describe, expect, it } from 'vitest';
import type { ScheduleChange, StaffSchedule } from '@/domain/api/staff-calendar';
import { readSchedule } from '@/domain/schedule-schema';
import type { TourId } from '@/domain/tours';
import { getAvailability } from '@functions/services/availability';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleStaffSchedule } from '@functions/services/calendar/staff-schedule';
import { handleStaffUpdateSchedule } from '@functions/services/calendar/update-schedule';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { testDb } from '../support/firestore';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';
import { SATURDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld } from '../support/stored-bookings';
import { withCommitBetween } from '../support/interleave';
import { byMember } from '../support/bookings';
import { refusedDetails } from '../support/refusal';

// "Calendario": staff read a tour's schedule with the seats booked each day, managers change it
// one step at a time. Real Firestore and Auth emulators; the checkout that holds seats runs
// against the Stripe stand-in.
const h = registerBookingHarness();

const TOUR: TourId = 'emotion-in-villa';
/** Not one of the tour's weekdays (fri, sat, sun), within its horizon and past its notice. */
const WEDNESDAY = '2026-12-02';
/** The harness's clock is Monday 2026-11-23. */
const YESTERDAY = '2026-11-22';

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const deps = () => ({ db: h().deps.db, auth: testAuth(), now: h().deps.now });

const read = (as: SignedIn = signedIn.manager, tourId: TourId = TOUR) =>
  handleStaffSchedule(deps(), callAs(as, { tourId }));

async function change(
  edit: ScheduleChange | Record<string, unknown>,
  {
    as = signedIn.manager,
    tourId = TOUR,
    version,
  }: { as?: SignedIn; tourId?: TourId; version?: string } = {},
): Promise<StaffSchedule> {
  const seen = version ?? (await read(signedIn.manager, tourId)).version;
  return handleStaffUpdateSchedule(deps(), callAs(as, { tourId, version: seen, change: edit }));
}

/** The stored document, as the product reads it. */
async function storedSchedule(tourId: TourId = TOUR) {
  const snapshot = await testDb().collection('schedules').doc(tourId).get();
  const reading = readSchedule(snapshot.data());
  if (!reading.ok) throw new Error(`schedules/${tourId} is unreadable: ${reading.fields.join()}`);
  return { schedule: reading.schedule, raw: snapshot.data() };
}

async function holdSeats(date: string, participants = 2) {
  await createCheckout(
    h().deps,
    { ...h().settings, allowUnverifiedMembers: true },
    call(bookingRequest({ selectedDate: date, participants })),
  );
}

describe('staffSchedule', () => {
  it('shows any staff member the schedule, its version and the seats booked each day', async () => {
    await holdSeats(SATURDAY, 3);
    const answer = await read(signedIn.guide);
    expect(answer.schedule?.weekdays).toEqual(['fri', 'sat', 'sun']);
    expect(answer.version).toMatch(/^\d+\.\d{9}$/);
    expect(answer.seatsByDate).toEqual({ [SATURDAY]: 3 });
    expect(answer.today).toBe('2026-11-23');
  });
});

describe('staffUpdateSchedule', () => {
  it('refuses a malformed day, a past day and a guide, and changes nothing', async () => {
    const before = await storedSchedule();
    expect(await refusedDetails(change({ op: 'addDeparture', date: '2026-02-30' }))).toEqual({
      reason: 'INVALID_INPUT',
      fields: ['change.date'],
    });
    expect(await refusedDetails(change({ op: 'addDeparture', date: '2 dicembre' }))).toMatchObject({
      reason: 'INVALID_INPUT',
    });
    expect(await refusedDetails(change({ op: 'addDeparture', date: YESTERDAY }))).toEqual({
      reason: 'DATE_IN_PAST',
      fields: ['change.date'],
    });
    expect(
      await refusedDetails(change({ op: 'addDeparture', date: WEDNESDAY }, { as: signedIn.guide })),
    ).toEqual({
      reason: 'MANAGER_ONLY',
    });
    expect(
      await refusedDetails(
        change({ op: 'setSettings', startTime: '25:00', leadHours: 24, horizonDays: 180 }),
      ),
    ).toEqual({
      reason: 'INVALID_INPUT',
      fields: ['change.startTime'],
    });
    expect((await storedSchedule()).raw).toEqual(before.raw);
    expect(
      await auditLogCollection(testDb())
        .count()
        .get()
        .then((s) => s.data().count),
    ).toBe(0);
  });

  it('adds a departure the availability answer then offers, and records who did it', async () => {
    const now = h().deps.now();
    expect((await getAvailability(testDb(), TOUR, now)).dates).not.toContain(WEDNESDAY);

    const answer = await change({ op: 'addDeparture', date: WEDNESDAY });

    expect(answer.schedule?.dates).toContain(WEDNESDAY);
    const availability = await getAvailability(testDb(), TOUR, now);
    expect(availability.dates).toContain(WEDNESDAY);
    expect(availability.remainingByDate[WEDNESDAY]).toBe(20);
    const entries = (await auditLogCollection(testDb()).get()).docs.map((doc) => doc.data());
    expect(entries).toMatchObject([
      {
        action: 'schedule_changed',
        actorEmail: signedIn.manager.token.email,
        target: `schedules/${TOUR}`,
        details: { tourId: TOUR, change: { op: 'addDeparture', date: WEDNESDAY } },
      },
    ]);
  });

  it('refuses to remove or close a day with seats held, and seats below those booked', async () => {
    await change({ op: 'addDeparture', date: WEDNESDAY });
    await holdSeats(WEDNESDAY, 2);
    await holdSeats(SATURDAY, 3);
    expect(await seatsHeld(WEDNESDAY)).toBe(2);

    expect(await refusedDetails(change({ op: 'removeDeparture', date: WEDNESDAY }))).toEqual({
      reason: 'DATE_HAS_BOOKINGS',
      fields: ['change.date'],
    });
    expect(await refusedDetails(change({ op: 'closeDay', date: SATURDAY }))).toEqual({
      reason: 'DATE_HAS_BOOKINGS',
      fields: ['change.date'],
    });
    expect(await refusedDetails(change({ op: 'setSeats', date: SATURDAY, seats: 2 }))).toEqual({
      reason: 'SEATS_BELOW_BOOKED',
      fields: ['change.seats'],
    });
    const { schedule } = await storedSchedule();
    expect(schedule.dates).toContain(WEDNESDAY);
    expect(schedule.closedDates).not.toContain(SATURDAY);
    expect(schedule.capacityByDate?.[SATURDAY]).toBeUndefined();

    // Seats no fewer than those booked are fine.
    await change({ op: 'setSeats', date: SATURDAY, seats: 3 });
    expect((await getAvailability(testDb(), TOUR, h().deps.now())).remainingByDate[SATURDAY]).toBe(
      0,
    );
  });

  it('refuses seats to a checkout decided on the seats as they were before a cut that landed meanwhile', async () => {
    await holdSeats(SATURDAY, 3);
    // The checkout's hold has read the schedule and the day's seats when the cut to the 3 seats
    // held lands; its commit must then decide again on the schedule as it now is.
    const holdRead = (paths: string[]) => paths.length > 1 && paths[0] === `schedules/${TOUR}`;
    const cut = () => change({ op: 'setSeats', date: SATURDAY, seats: 3 });
    const db = withCommitBetween(testDb(), holdRead, cut);
    const late = createCheckout(
      { ...h().deps, db },
      { ...h().settings, allowUnverifiedMembers: true },
      call(bookingRequest({ selectedDate: SATURDAY, participants: 2, ...byMember('Marco Rossi') })),
    );
    expect(await refusedDetails(late)).toMatchObject({ reason: 'CAPACITY_EXCEEDED', remaining: 0 });
    expect((await storedSchedule()).schedule.capacityByDate?.[SATURDAY]).toBe(3);
    expect(await seatsHeld(SATURDAY)).toBe(3);
  });

  it('refuses a change made on a schedule that changed since it was read', async () => {
    const seen = await read();
    await change({ op: 'closeDay', date: SATURDAY }, { version: seen.version ?? '' });

    expect(
      await refusedDetails(
        change({ op: 'addDeparture', date: WEDNESDAY }, { version: seen.version ?? '' }),
      ),
    ).toEqual({ reason: 'SCHEDULE_CHANGED' });
    const { schedule } = await storedSchedule();
    expect(schedule.closedDates).toContain(SATURDAY);
    expect(schedule.dates).not.toContain(WEDNESDAY);
  });

  it('leaves a document the product reads after every kind of change', async () => {
    const tourId: TourId = 'strada-del-vino';
    const steps: ScheduleChange[] = [
      { op: 'addDeparture', date: WEDNESDAY },
      { op: 'closeDay', date: SATURDAY },
      { op: 'reopenDay', date: SATURDAY },
      { op: 'setSeats', date: SATURDAY, seats: 6 },
      { op: 'setBookable', bookable: false },
      { op: 'setBookable', bookable: true },
      { op: 'setSettings', startTime: '08:30', leadHours: 12, horizonDays: 90 },
      { op: 'setSeats', date: WEDNESDAY, seats: 4 },
      { op: 'removeDeparture', date: WEDNESDAY },
    ];
    for (const step of steps) {
      await change(step, { tourId });
      await storedSchedule(tourId);
    }
    const { schedule } = await storedSchedule(tourId);
    expect(schedule).toMatchObject({
      bookable: true,
      startTime: '08:30',
      leadHours: 12,
      horizonDays: 90,
      capacityByDate: { [SATURDAY]: 6 },
    });
    expect(schedule.dates).not.toContain(WEDNESDAY);
    // A day's own seats limit it on an otherwise unlimited tour, and the booking card is told.
    const availability = await getAvailability(testDb(), tourId, h().deps.now());
    expect(availability.remainingByDate).toEqual({ [SATURDAY]: 6 });

    expect(await refusedDetails(change({ op: 'reopenDay', date: SATURDAY }, { tourId }))).toEqual({
      reason: 'INVALID_DATE',
      fields: ['change.date'],
    });
  });
});
