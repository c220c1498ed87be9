import { isIsoDate } from './calendar';

/**
 * The membership year and the member numbers of the register: one owner for both, used by
 * admission, renewal, the register import and the renewal reminders.
 */

/** `MM-DD`: the last day of the association's membership year (`settings/membership`). */
export const YEAR_END_PATTERN = /^(\d{2})-(\d{2})$/;

/**
 * Whether `MM-DD` names a day every year has: 02-29 is refused, or the membership year would
 * end on a day most years lack.
 */
export function isYearEnd(value: string): boolean {
  return YEAR_END_PATTERN.test(value) && value !== '02-29' && isIsoDate(`2001-${value}`);
}

/** The first year end (`yearEnds`, MM-DD) on or after `date` (YYYY-MM-DD). */
export function yearEndOnOrAfter(date: string, yearEnds: string): string {
  const year = Number(date.slice(0, 4));
  const thisYear = `${year}-${yearEnds}`;
  return thisYear >= date ? thisYear : `${year + 1}-${yearEnds}`;
}

/** A new member is covered until the end of the membership year they are admitted in. */
export function admittedValidUntil(today: string, yearEnds: string): string {
  return yearEndOnOrAfter(today, yearEnds);
}

/**
 * A renewal covers the next membership year: the year end after the current `validUntil` while
 * it still runs, the one on or after today once it has lapsed.
 */
export function renewedValidUntil(validUntil: string, today: string, yearEnds: string): string {
  if (validUntil < today) return yearEndOnOrAfter(today, yearEnds);
  const nextYear = `${Number(validUntil.slice(0, 4)) + 1}${validUntil.slice(4)}`;
  const afterCurrent = yearEndOnOrAfter(validUntil, yearEnds);
  return afterCurrent > validUntil ? afterCurrent : yearEndOnOrAfter(nextYear, yearEnds);
}

/** `YYYY-NNN`: the year of admission and its sequence, three digits at least (2026-007, 2026-1234). */
export const MEMBER_NUMBER_PATTERN = /^(\d{4})-(\d{3,6})$/;

export function formatMemberNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`bad sequence ${sequence}`);
  return `${year}-${String(sequence).padStart(3, '0')}`;
}

/** The year and sequence of a member number the association issued, or undefined. */
export function parseMemberNumber(value: string): { year: number; sequence: number } | undefined {
  const match = MEMBER_NUMBER_PATTERN.exec(value);
  if (!match) return undefined;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}
