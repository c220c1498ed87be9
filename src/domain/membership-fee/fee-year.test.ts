import { describe, expect, it } from 'vitest';
import {
  isFeePaidUp,
  feeYearOfNewMember,
  feeYearOfRenewal,
  membershipYearOf,
  validUntilCoveringFee,
} from './fee-year';

const calendar = { membershipYearEnds: '12-31', nextYearFeeFrom: '11-01' };
const schoolYear = { membershipYearEnds: '08-31', nextYearFeeFrom: '07-01' };

describe('the fee year', () => {
  it('names a membership year by the year it ends in', () => {
    expect(membershipYearOf('2027-03-10', '12-31')).toBe(2027);
    expect(membershipYearOf('2026-09-01', '08-31')).toBe(2027);
    expect(membershipYearOf('2026-08-31', '08-31')).toBe(2026);
  });

  it('gives a new member the year under way before the cut-off', () => {
    expect(feeYearOfNewMember('2027-01-01', calendar)).toBe(2027);
    expect(feeYearOfNewMember('2027-10-31', calendar)).toBe(2027);
  });

  it('gives a new member the next year from the cut-off to the year end', () => {
    expect(feeYearOfNewMember('2027-11-01', calendar)).toBe(2028);
    expect(feeYearOfNewMember('2027-12-31', calendar)).toBe(2028);
  });

  it('applies the cut-off inside a membership year that is not the calendar year', () => {
    expect(feeYearOfNewMember('2026-09-01', schoolYear)).toBe(2027);
    expect(feeYearOfNewMember('2027-06-30', schoolYear)).toBe(2027);
    expect(feeYearOfNewMember('2027-07-01', schoolYear)).toBe(2028);
    expect(feeYearOfNewMember('2027-08-31', schoolYear)).toBe(2028);
  });

  it('gives a renewal the year its new validity ends', () => {
    expect(feeYearOfRenewal('2028-12-31')).toBe(2028);
  });

  it('admits a member who paid for the next year until that year ends', () => {
    expect(validUntilCoveringFee('2027-12-31', 2028, '12-31')).toBe('2028-12-31');
    expect(validUntilCoveringFee('2027-12-31', 2027, '12-31')).toBe('2027-12-31');
    expect(validUntilCoveringFee('2027-12-31', undefined, '12-31')).toBe('2027-12-31');
  });

  it('counts a member paid up by this year’s fee or a later one', () => {
    expect(isFeePaidUp([2026], 2026)).toBe(true);
    expect(isFeePaidUp([2027], 2026)).toBe(true);
    expect(isFeePaidUp([2025], 2026)).toBe(false);
    expect(isFeePaidUp(undefined, 2026)).toBe(false);
  });
});
