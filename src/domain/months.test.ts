import { describe, expect, it } from 'vitest';
import {
  formatMonthYear,
  formatShortMonth,
  monthInRome,
  periodBounds,
  recentMonths,
} from './months';

describe('the month an instant falls in', () => {
  it('is Rome’s month, not UTC’s, in winter and in summer time', () => {
    expect(monthInRome(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(monthInRome(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
    expect(monthInRome(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06');
  });
});

describe('the months a report can be asked for', () => {
  it('count back from Rome’s month across the new year, newest first', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(recentMonths(new Date('2026-12-31T23:30:00Z'), 3)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    expect(recentMonths(new Date('2026-03-15T12:00:00Z'), 24).at(-1)).toBe('2024-04');
  });
});

describe('the instants a report’s period spans', () => {
  it('run from midnight to midnight in Rome, not UTC, across summer time and the new year', () => {
    expect(periodBounds('2026-11')).toEqual({
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    expect(periodBounds('2027-03')).toEqual({
      start: new Date('2027-02-28T23:00:00Z'),
      end: new Date('2027-03-31T22:00:00Z'),
    });
    expect(periodBounds('2026-12').end).toEqual(new Date('2026-12-31T23:00:00Z'));
  });

  it('take a whole year', () => {
    expect(periodBounds('2027')).toEqual({
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-12-31T23:00:00Z'),
    });
  });
});

describe('a month named for a report', () => {
  it('reads in the page’s language', () => {
    expect(formatMonthYear('2026-11', 'it')).toBe('novembre 2026');
    expect(formatMonthYear('2027-01', 'en')).toBe('January 2027');
  });

  it('is short on a chart, its year in full or in two digits', () => {
    expect(formatShortMonth('2026-11', 'it')).toBe('nov 2026');
    expect(formatShortMonth('2026-12', 'en')).toBe('Dec 2026');
    expect(formatShortMonth('2027-01', 'it', '2-digit')).toBe('gen 27');
  });
});
