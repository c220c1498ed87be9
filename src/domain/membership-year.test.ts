import { describe, expect, it } from 'vitest';
import {
  admittedValidUntil,
  formatMemberNumber,
  isYearEnd,
  parseMemberNumber,
  renewedValidUntil,
  yearEndOnOrAfter,
} from './membership-year';

describe('the membership year', () => {
  it('accepts a day every year has and refuses the rest', () => {
    expect(isYearEnd('12-31')).toBe(true);
    expect(isYearEnd('08-31')).toBe(true);
    expect(isYearEnd('02-29')).toBe(false);
    expect(isYearEnd('13-01')).toBe(false);
    expect(isYearEnd('04-31')).toBe(false);
    expect(isYearEnd('1231')).toBe(false);
  });

  it('finds the year end on or after a day', () => {
    expect(yearEndOnOrAfter('2026-11-26', '12-31')).toBe('2026-12-31');
    expect(yearEndOnOrAfter('2026-12-31', '12-31')).toBe('2026-12-31');
    expect(yearEndOnOrAfter('2026-09-01', '08-31')).toBe('2027-08-31');
  });

  it('covers a new member to the end of the year they are admitted in', () => {
    expect(admittedValidUntil('2026-03-10', '12-31')).toBe('2026-12-31');
    expect(admittedValidUntil('2026-10-01', '08-31')).toBe('2027-08-31');
  });

  it('renews to the next year end while the membership runs, from today once lapsed', () => {
    expect(renewedValidUntil('2026-12-31', '2026-11-26', '12-31')).toBe('2027-12-31');
    expect(renewedValidUntil('2025-12-31', '2026-11-26', '12-31')).toBe('2026-12-31');
    // A validUntil off the year end (typed by hand) still lands on the next year end.
    expect(renewedValidUntil('2026-12-15', '2026-11-26', '12-31')).toBe('2026-12-31');
    expect(renewedValidUntil('2026-08-31', '2026-08-01', '08-31')).toBe('2027-08-31');
  });
});

describe('member numbers', () => {
  it('writes YYYY-NNN with three digits at least', () => {
    expect(formatMemberNumber(2026, 7)).toBe('2026-007');
    expect(formatMemberNumber(2026, 120)).toBe('2026-120');
    expect(formatMemberNumber(2026, 1234)).toBe('2026-1234');
    expect(() => formatMemberNumber(2026, 0)).toThrow(RangeError);
  });

  it('reads back what it writes, and nothing else', () => {
    expect(parseMemberNumber('2026-007')).toEqual({ year: 2026, sequence: 7 });
    expect(parseMemberNumber(formatMemberNumber(2027, 1234))).toEqual({
      year: 2027,
      sequence: 1234,
    });
    expect(parseMemberNumber('2026-7')).toBeUndefined();
    expect(parseMemberNumber('M-001')).toBeUndefined();
  });
});
