import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  capacityOn,
  DEFAULT_SCHEDULES,
  isConcluded,
  judgeDate,
  tourStartsAt,
  type Schedule,
} from './schedule';
import { readSchedule } from './schedule-schema';

const weekends: Schedule = {
  bookable: true,
  capacity: 20,
  weekdays: ['fri', 'sat', 'sun'],
  dates: ['2027-03-03'],
  closedDates: ['2027-03-06'],
  startTime: '09:00',
  leadHours: 24,
  horizonDays: 180,
};
// Wednesday 3 March 2027, 12:00 in Rome (CET, UTC+1).
const wednesdayNoon = new Date('2027-03-03T11:00:00Z');

describe('judgeDate', () => {
  it('offers the regular weekdays and the listed dates, nothing else', () => {
    expect(judgeDate(weekends, '2027-03-05', wednesdayNoon)).toBe('allowed'); // Friday
    expect(judgeDate(weekends, '2027-03-07', wednesdayNoon)).toBe('allowed'); // Sunday
    expect(judgeDate(weekends, '2027-03-08', wednesdayNoon)).toBe('not-offered'); // Monday
    expect(judgeDate({ ...weekends, dates: ['2027-03-10'] }, '2027-03-10', wednesdayNoon)).toBe(
      'allowed',
    );
  });

  it('refuses a closed day, a past day and a malformed one', () => {
    expect(judgeDate(weekends, '2027-03-06', wednesdayNoon)).toBe('closed');
    expect(judgeDate(weekends, '2027-02-26', wednesdayNoon)).toBe('past');
    expect(judgeDate(weekends, '2027-02-30', wednesdayNoon)).toBe('invalid');
  });

  it('asks for the notice exactly: 24 h before the start is fine, a second less is not', () => {
    const start = tourStartsAt(weekends, '2027-03-05').getTime();
    expect(judgeDate(weekends, '2027-03-05', new Date(start - 24 * 3_600_000))).toBe('allowed');
    expect(judgeDate(weekends, '2027-03-05', new Date(start - 24 * 3_600_000 + 1000))).toBe(
      'too-soon',
    );
    expect(judgeDate({ ...weekends, leadHours: 48 }, '2027-03-05', wednesdayNoon)).toBe('too-soon');
  });

  it('stops at the horizon', () => {
    const short = { ...weekends, horizonDays: 10 };
    expect(judgeDate(short, '2027-03-12', wednesdayNoon)).toBe('allowed'); // 9 days ahead
    expect(judgeDate(short, '2027-03-14', wednesdayNoon)).toBe('too-far'); // 11 days ahead
  });

  it('works out each start once per day and time, and hands out a fresh Date each time', () => {
    const first = tourStartsAt({ startTime: '09:00' }, '2027-03-28');
    first.setTime(0);
    expect(tourStartsAt({ startTime: '09:00' }, '2027-03-28').toISOString()).toBe(
      '2027-03-28T07:00:00.000Z',
    );
    expect(tourStartsAt({ startTime: '10:30' }, '2027-03-28').toISOString()).toBe(
      '2027-03-28T08:30:00.000Z',
    );
  });

  it('measures the notice to the real start across the daylight-saving changes', () => {
    // Rome moves to summer time on Sunday 28 March 2027: 09:00 is then 07:00 UTC, not 08:00.
    expect(tourStartsAt(weekends, '2027-03-27').toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(tourStartsAt(weekends, '2027-03-28').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    // And back on Sunday 31 October 2027.
    expect(tourStartsAt(weekends, '2027-10-31').toISOString()).toBe('2027-10-31T08:00:00.000Z');
    const saturdayAt0730Utc = new Date('2027-03-27T07:30:00Z');
    // 23.5 hours of real time until Sunday's start, though the clocks show 24.5 h: too soon.
    expect(judgeDate(weekends, '2027-03-28', saturdayAt0730Utc)).toBe('too-soon');
    expect(judgeDate(weekends, '2027-03-28', new Date('2027-03-27T07:00:00Z'))).toBe('allowed');
  });
});

describe('capacity and dates', () => {
  it('takes a one-off capacity for its date only', () => {
    const schedule = { ...weekends, capacityByDate: { '2027-03-05': 8 } };
    expect(capacityOn(schedule, '2027-03-05')).toBe(8);
    expect(capacityOn(schedule, '2027-03-07')).toBe(20);
  });

  it('lists the bookable dates within the horizon, none while paused', () => {
    const short = { ...weekends, horizonDays: 7 };
    expect(bookableDates(short, wednesdayNoon)).toEqual(['2027-03-05', '2027-03-07']);
    expect(bookableDates({ ...short, bookable: false }, wednesdayNoon)).toEqual([]);
  });

  it('calls an event concluded once its last date has started', () => {
    const event = { ...weekends, weekdays: [], dates: ['2027-03-05'] } satisfies Schedule;
    expect(isConcluded(event, wednesdayNoon)).toBe(false);
    expect(isConcluded(event, new Date('2027-03-05T08:00:00Z'))).toBe(true);
    expect(isConcluded(weekends, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('readSchedule', () => {
  it('accepts every catalogue default', () => {
    for (const schedule of Object.values(DEFAULT_SCHEDULES)) {
      expect(readSchedule(schedule)).toEqual({ ok: true, schedule });
    }
  });

  it('refuses a console typo and names the field', () => {
    expect(readSchedule({ ...weekends, capacity: '20' })).toEqual({
      ok: false,
      fields: ['capacity'],
    });
    expect(readSchedule({ ...weekends, closedDates: ['2027-3-6'], weekdays: ['sab'] })).toEqual({
      ok: false,
      fields: ['weekdays.0', 'closedDates.0'],
    });
    expect(readSchedule(undefined)).toEqual({ ok: false, fields: ['(root)'] });
  });
});
