import { addDays, format, parseISO } from 'date-fns';

/**
 * How soon before `validUntil` a membership counts as expiring: the window the renewal reminder
 * mail is sent in, so the register flags the members who are being reminded.
 */
export const EXPIRING_WITHIN_DAYS = 30;

/** A membership on `today` (YYYY-MM-DD, Rome): covering, ending within the window, or ended. */
export type MemberValidity = 'valid' | 'expiring' | 'lapsed';

/** The membership covers its `validUntil` day itself (as verifyMember judges it). */
export function memberValidity(validUntil: string, today: string): MemberValidity {
  if (validUntil < today) return 'lapsed';
  const windowEnd = format(addDays(parseISO(today), EXPIRING_WITHIN_DAYS), 'yyyy-MM-dd');
  return validUntil <= windowEnd ? 'expiring' : 'valid';
}
