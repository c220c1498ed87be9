import { addDays, romeInstant } from '@/domain/calendar';
import { describe, expect, it } from 'vitest';
import { formulaIntervalFrom, rentalInterval, romeDaysOf, startProblem } from './interval';

const HOUR_MS = 3_600_000;
const hours = (interval: { startsAt: Date; endsAt: Date } | null) =>
  interval ? (interval.endsAt.getTime() - interval.startsAt.getTime()) / HOUR_MS : null;

// 2026's clock changes in Europe/Rome: Sunday 29 March (02:00 → 03:00), Sunday 25 October (03:00 → 02:00).
describe('rentalInterval', () => {
  it('places a morning and an afternoon at 09:00–13:00 and 14:00–18:00 Rome time', () => {
    const morning = rentalInterval({
      formula: 'half_day',
      startDate: '2026-07-11',
      endDate: '2026-07-11',
      slot: 'morning',
    });
    const afternoon = rentalInterval({
      formula: 'half_day',
      startDate: '2026-12-12',
      endDate: '2026-12-12',
      slot: 'afternoon',
    });
    expect(morning?.startsAt.toISOString()).toBe('2026-07-11T07:00:00.000Z');
    expect(morning?.endsAt.toISOString()).toBe('2026-07-11T11:00:00.000Z');
    expect(afternoon?.startsAt.toISOString()).toBe('2026-12-12T13:00:00.000Z');
    expect(afternoon?.endsAt.toISOString()).toBe('2026-12-12T17:00:00.000Z');
  });

  it('counts the hour the clocks go back in October inside a weekend', () => {
    const weekend = rentalInterval({
      formula: 'three_days',
      startDate: '2026-10-23',
      endDate: '2026-10-25',
    });
    expect(weekend?.days).toBe(3);
    expect(hours(weekend)).toBe(58);
    expect(weekend?.endsAt.toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });

  it('counts the hour lost in March inside a weekend', () => {
    const weekend = rentalInterval({
      formula: 'three_days',
      startDate: '2026-03-27',
      endDate: '2026-03-29',
    });
    expect(hours(weekend)).toBe(56);
    expect(weekend?.startsAt.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(weekend?.endsAt.toISOString()).toBe('2026-03-29T16:00:00.000Z');
  });

  it('keeps a half day on the clock-change Sunday at its four wall-clock hours', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      expect(
        hours(
          rentalInterval({ formula: 'half_day', startDate: day, endDate: day, slot: 'morning' }),
        ),
      ).toBe(4);
    }
  });

  it('runs a package on at extra days, up to a week, and never shorter than its own days', () => {
    expect(
      rentalInterval({ formula: 'two_days', startDate: '2026-06-01', endDate: '2026-06-04' })?.days,
    ).toBe(4);
    expect(
      rentalInterval({ formula: 'full_day', startDate: '2026-06-01', endDate: '2026-06-07' })?.days,
    ).toBe(7);
    expect(
      rentalInterval({ formula: 'full_day', startDate: '2026-06-01', endDate: '2026-06-08' }),
    ).toBeNull();
    expect(
      rentalInterval({ formula: 'two_days', startDate: '2026-06-01', endDate: '2026-06-01' }),
    ).toBeNull();
    expect(
      rentalInterval({ formula: 'three_days', startDate: '2026-06-05', endDate: '2026-06-04' }),
    ).toBeNull();
  });

  it('wants a slot for a half day only, and a half day of one day', () => {
    expect(
      rentalInterval({ formula: 'half_day', startDate: '2026-06-01', endDate: '2026-06-01' }),
    ).toBeNull();
    expect(
      rentalInterval({
        formula: 'half_day',
        startDate: '2026-06-01',
        endDate: '2026-06-02',
        slot: 'morning',
      }),
    ).toBeNull();
    expect(
      rentalInterval({
        formula: 'full_day',
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        slot: 'morning',
      }),
    ).toBeNull();
    expect(
      rentalInterval({ formula: 'full_day', startDate: '2026-02-30', endDate: '2026-02-30' }),
    ).toBeNull();
  });

  it('takes the formula’s own days from a start day for the calendar', () => {
    expect(formulaIntervalFrom('three_days', '2026-10-23')?.endsAt.toISOString()).toBe(
      '2026-10-25T17:00:00.000Z',
    );
    expect(formulaIntervalFrom('half_day', '2026-10-23', 'afternoon')?.startsAt.toISOString()).toBe(
      '2026-10-23T12:00:00.000Z',
    );
  });
});

describe('startProblem', () => {
  const rules = { noticeHours: 2, horizonDays: 30 };
  // 20:30 in Rome on Friday 23 October 2026.
  const now = new Date('2026-10-23T18:30:00Z');
  const judge = (formula: Parameters<typeof startProblem>[0], date: string, time = '09:00') =>
    startProblem(formula, date, romeInstant(date, time), rules, now);

  it('allows tomorrow morning and refuses today’s gone hours, the past and beyond the horizon', () => {
    expect(judge('half_day', '2026-10-24')).toBeNull();
    expect(judge('half_day', '2026-10-23', '14:00')).toBe('notice');
    expect(judge('full_day', '2026-10-22')).toBe('past');
    expect(judge('full_day', addDays('2026-10-23', 31))).toBe('beyond_horizon');
  });

  it('holds the notice to the hour across the October clock change', () => {
    // 01:30 CEST on Sunday 25 October; 03:00 CET is 2.5 hours later, where the wall clock says 1.5.
    const early = new Date('2026-10-24T23:30:00Z');
    const startsAt = romeInstant('2026-10-25', '03:00');
    const at = (noticeHours: number) =>
      startProblem('full_day', '2026-10-25', startsAt, { noticeHours, horizonDays: 30 }, early);
    expect(at(2)).toBeNull();
    expect(at(3)).toBe('notice');
  });

  it('starts 2 days on Monday to Thursday and 3 days on a Friday', () => {
    expect(judge('two_days', '2026-10-26')).toBeNull();
    expect(judge('two_days', '2026-10-29')).toBeNull();
    expect(judge('two_days', '2026-10-30')).toBe('formula_weekday');
    expect(judge('three_days', '2026-10-30')).toBeNull();
    expect(judge('three_days', '2026-10-31')).toBe('formula_weekday');
  });
});

describe('romeDaysOf', () => {
  it('gives the 25-hour day of October as one day', () => {
    expect(
      romeDaysOf(romeInstant('2026-10-25', '00:00'), romeInstant('2026-10-26', '00:00')),
    ).toEqual(['2026-10-25']);
  });

  it('lists every day a weekend touches across the March change', () => {
    expect(
      romeDaysOf(romeInstant('2026-03-27', '09:00'), romeInstant('2026-03-29', '18:00')),
    ).toEqual(['2026-03-27', '2026-03-28', '2026-03-29']);
  });
});
