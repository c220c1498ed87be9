import { describe, expect, it } from 'vitest';
import { romeInstant } from '@/domain/calendar';
import { monthDays, type MonthQuery } from './month-days';

// 10:00 in Rome on Wednesday 14 October 2026.
const now = new Date('2026-10-14T08:00:00Z');
const base: MonthQuery = {
  month: '2026-10',
  formula: 'three_days',
  bookable: true,
  rules: { noticeHours: 2, horizonDays: 365 },
  now,
  freeBikes: () => 3,
};

describe('monthDays', () => {
  it('gives every day of the month its reason, in order', () => {
    const days = monthDays(base);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-10-01', reason: 'past' });
    expect(days.find((day) => day.date === '2026-10-16')?.reason).toBeNull();
    expect(days.find((day) => day.date === '2026-10-17')?.reason).toBe('formula_weekday');
  });

  it('says sold out where no bike is free for the weekend of the clock change', () => {
    const soldOutFrom = romeInstant('2026-10-23', '09:00').getTime();
    const days = monthDays({
      ...base,
      freeBikes: (interval) => (interval.startsAt.getTime() === soldOutFrom ? 0 : 1),
    });
    expect(days.find((day) => day.date === '2026-10-23')?.reason).toBe('sold_out');
    expect(days.find((day) => day.date === '2026-10-30')?.reason).toBeNull();
  });

  it('offers a half day when either half is free, and pauses every day when online booking is off', () => {
    const afternoonOnly = monthDays({
      ...base,
      formula: 'half_day',
      freeBikes: (interval) => (interval.startsAt.getUTCHours() === 12 ? 1 : 0),
    });
    expect(afternoonOnly.find((day) => day.date === '2026-10-15')?.reason).toBeNull();
    const morningOnly = monthDays({
      ...base,
      formula: 'half_day',
      slot: 'morning',
      freeBikes: () => 0,
    });
    expect(morningOnly.find((day) => day.date === '2026-10-15')?.reason).toBe('sold_out');
    expect(monthDays({ ...base, bookable: false }).every((day) => day.reason === 'paused')).toBe(
      true,
    );
  });
});
