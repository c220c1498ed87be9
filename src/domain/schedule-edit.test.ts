import { describe, expect, it } from 'vitest';
import { applyScheduleChange, scheduleDay } from './schedule-edit';
import { DEFAULT_SCHEDULES } from './schedule';

// A weekend tour: 2027-05-08 is a Saturday, 2027-05-12 a Wednesday.
const WEEKEND = { ...DEFAULT_SCHEDULES.colombare, capacity: 20 };
const SATURDAY = '2027-05-08';
const WEDNESDAY = '2027-05-12';

describe('applyScheduleChange', () => {
  it('lists a departure on a day off, and reopens a closed weekly day instead of listing it', () => {
    const added = applyScheduleChange(WEEKEND, { op: 'addDeparture', date: WEDNESDAY });
    expect(added).toEqual({ ok: true, schedule: { ...WEEKEND, dates: [WEDNESDAY] } });
    const closed = { ...WEEKEND, closedDates: [SATURDAY] };
    expect(applyScheduleChange(closed, { op: 'addDeparture', date: SATURDAY })).toEqual({
      ok: true,
      schedule: { ...WEEKEND, closedDates: [] },
    });
    expect(applyScheduleChange(WEEKEND, { op: 'addDeparture', date: SATURDAY })).toEqual({
      ok: false,
      problem: 'already-departure',
    });
  });

  it('removes only a listed day, with its closing and its own seats', () => {
    const listed = {
      ...WEEKEND,
      dates: [WEDNESDAY],
      closedDates: [WEDNESDAY],
      capacityByDate: { [WEDNESDAY]: 6, [SATURDAY]: 8 },
    };
    expect(applyScheduleChange(listed, { op: 'removeDeparture', date: WEDNESDAY })).toEqual({
      ok: true,
      schedule: { ...WEEKEND, dates: [], closedDates: [], capacityByDate: { [SATURDAY]: 8 } },
    });
    expect(applyScheduleChange(WEEKEND, { op: 'removeDeparture', date: SATURDAY })).toEqual({
      ok: false,
      problem: 'not-listed',
    });
  });

  it('closes a running departure, reopens a closed one, and sets or drops a day’s seats', () => {
    const closed = applyScheduleChange(WEEKEND, { op: 'closeDay', date: SATURDAY });
    expect(closed.ok && scheduleDay(closed.schedule, SATURDAY)).toMatchObject({
      closed: true,
      departure: false,
    });
    expect(applyScheduleChange(WEEKEND, { op: 'closeDay', date: WEDNESDAY })).toEqual({
      ok: false,
      problem: 'not-departure',
    });
    expect(applyScheduleChange(WEEKEND, { op: 'reopenDay', date: SATURDAY })).toEqual({
      ok: false,
      problem: 'not-closed',
    });
    const seats = applyScheduleChange(WEEKEND, { op: 'setSeats', date: SATURDAY, seats: 12 });
    expect(seats.ok && seats.schedule.capacityByDate).toEqual({ [SATURDAY]: 12 });
    const back = seats.ok
      ? applyScheduleChange(seats.schedule, { op: 'setSeats', date: SATURDAY, seats: null })
      : seats;
    expect(back.ok && back.schedule.capacityByDate).toEqual({});
    expect(applyScheduleChange(WEEKEND, { op: 'setSeats', date: WEDNESDAY, seats: 4 })).toEqual({
      ok: false,
      problem: 'not-departure',
    });
  });
});
