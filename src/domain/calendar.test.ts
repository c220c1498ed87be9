import { describe, expect, it } from 'vitest';
import {
  isoDateToLocalDate,
  isoWeekday,
  localDateToIsoDate,
  parseTypedDay,
  todayInRome,
  tomorrowInRome,
} from './calendar';

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
