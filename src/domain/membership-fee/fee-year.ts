import { yearEndOnOrAfter } from '@/domain/membership-year';

/**
 * Which membership year a fee (quota associativa) covers. One rule for the fee's Checkout, its
 * receipt, the register and "Soci".
 *
 * The association's year is its membership year: it ends on `settings/membership.membershipYearEnds`
 * (MM-DD, 12-31 in the demo, so the calendar year) and is named by the year it ends in. A new
 * member who pays on or after `nextYearFeeFrom` (MM-DD, 11-01 by default) of a membership year
 * pays for the next one: two months of membership would not be worth a whole year's fee.
 */
export interface FeeYearRule {
  /** `MM-DD`: the last day of the membership year. */
  membershipYearEnds: string;
  /** `MM-DD`: from this day to the year's end, a new member's fee counts for the next year. */
  nextYearFeeFrom: string;
}

/** The membership year (named by the year it ends in) that `date` (YYYY-MM-DD) falls in. */
export function membershipYearOf(date: string, yearEnds: string): number {
  return Number(yearEndOnOrAfter(date, yearEnds).slice(0, 4));
}

/** The year a new member's fee paid on `date` (YYYY-MM-DD, Europe/Rome) covers. */
export function feeYearOfNewMember(date: string, rule: FeeYearRule): number {
  const yearEnd = yearEndOnOrAfter(date, rule.membershipYearEnds);
  const endYear = Number(yearEnd.slice(0, 4));
  // The cut-off of this membership year: the last `nextYearFeeFrom` on or before its end.
  const sameYearCutoff = `${endYear}-${rule.nextYearFeeFrom}`;
  const cutoff =
    sameYearCutoff <= yearEnd ? sameYearCutoff : `${endYear - 1}-${rule.nextYearFeeFrom}`;
  return date >= cutoff ? endYear + 1 : endYear;
}

/** The year a renewal's fee covers: the membership year its renewed `validUntil` ends. */
export function feeYearOfRenewal(renewedValidUntil: string): number {
  return Number(renewedValidUntil.slice(0, 4));
}

/**
 * The year whose fee "Soci" asks of every member on `date`: the membership year under way (a fee
 * paid early for the next one does not make this year's unpaid).
 */
export const currentFeeYear = membershipYearOf;

/**
 * A new member's validity once admitted: to the end of the membership year they are admitted in,
 * or of the year their fee paid for when that is later (a fee paid from the cut-off on).
 */
export function validUntilCoveringFee(
  admittedUntil: string,
  feeYear: number | undefined,
  yearEnds: string,
): string {
  if (feeYear === undefined) return admittedUntil;
  const feeYearEnd = `${feeYear}-${yearEnds}`;
  return feeYearEnd > admittedUntil ? feeYearEnd : admittedUntil;
}

/**
 * Whether a member is paid up for `feeYear`: its fee, or a later year's (a new member who paid
 * from the cut-off on owes nothing for the year that was ending), was paid.
 */
export function isFeePaidUp(yearsPaid: readonly number[] | undefined, feeYear: number): boolean {
  return (yearsPaid ?? []).some((year) => year >= feeYear);
}
