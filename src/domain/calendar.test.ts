import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  isoDateToLocalDate,
  isoWeekday,
  localDateToIsoDate,
  parseTypedDay,
  romeInstant,
  timeInRome,
  todayInRome,
  tomorrowInRome,
} from './calendar';

describe('addMonthsToDay', () => {
  it('moves by months, to the month’s last day where it has no such day, across years', () => {
    expect(addMonthsToDay('2026-11-30', 24)).toBe('2028-11-30');
    expect(addMonthsToDay('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsToDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsToDay('2027-01-15', -12)).toBe('2026-01-15');
    expect(addMonthsToDay('2026-05-31', -3)).toBe('2026-02-28');
  });
});

describe('timeInRome', () => {
  it('reads the clock in Rome, winter and summer, whatever the device’s time zone', () => {
    expect(timeInRome(new Date('2026-11-30T13:05:00Z'))).toBe('14:05');
    expect(timeInRome(new Date('2026-07-01T22:30:00Z'))).toBe('00:30');
    expect(timeInRome(new Date('2026-03-29T00:59:59Z'))).toBe('01:59');
    expect(timeInRome(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
  });

  it('gives back the time romeInstant started from', () => {
    for (const time of ['00:00', '09:15', '23:59'])
      expect(timeInRome(romeInstant('2026-10-25', time))).toBe(time);
  });
});

describe('tomorrowInRome', () => {
  it('is the day after Rome’s today, across a month, a year and the clock change', () => {
    expect(tomorrowInRome(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-02');
    expect(tomorrowInRome(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
    expect(tomorrowInRome(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-30');
  });
});

describe('todayInRome', () => {
  it('answers Rome’s calendar day, whatever the instant’s UTC day', () => {
    // 23:30 UTC is already past midnight in Rome (UTC+1 in winter, UTC+2 in summer).
    expect(todayInRome(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInRome(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(todayInRome(new Date('2027-07-01T22:30:00Z'))).toBe('2027-07-02');
  });

  it('answers each instant afresh after the one it remembers', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(todayInRome(instant)).toBe('2026-11-23');
    expect(todayInRome(new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-20');
    expect(todayInRome(instant)).toBe('2026-11-23');
  });
});

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7, across the year and the daylight-saving changes', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2027-03-28')).toBe(7);
    expect(isoWeekday('2027-10-31')).toBe(7);
    expect(isoWeekday('2028-02-29')).toBe(2);
  });
});

describe('a date picker’s local dates', () => {
  it('are the calendar day the visitor picked, padded, and convert back to it', () => {
    const picked = new Date(2027, 2, 7, 23, 59);
    expect(localDateToIsoDate(picked)).toBe('2027-03-07');
    expect(localDateToIsoDate(new Date(987, 0, 1))).toBe('0987-01-01');
    for (const day of ['2026-11-23', '2027-03-28', '2027-10-31', '2028-02-29']) {
      expect(localDateToIsoDate(isoDateToLocalDate(day))).toBe(day);
    }
  });
});

describe('parseTypedDay', () => {
  it.each([
    ['28/11/2026', '2026-11-28'],
    ['1.2.2027', '2027-02-01'],
    [' 24-12-2026 ', '2026-12-24'],
    ['2026-11-28', '2026-11-28'],
  ])('reads %s as %s', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it.each(['31/02/2026', '28/11/26', '11/28/2026', '2026-11-2', 'domani', ''])(
    'names no day in %j',
    (typed) => {
      expect(parseTypedDay(typed)).toBeNull();
    },
  );
});
