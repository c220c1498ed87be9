import { addDays } from './calendar';

/**
 * How soon before `validUntil` a membership counts as expiring: the renewal reminder mail goes out
 * in this window, and the register flags the members who are being reminded.
 */
export const RENEWAL_REMINDER_DAYS = 30;

/** The last `validUntil` (YYYY-MM-DD) the window that starts on `today` reaches. */
export function renewalWindowEnd(today: string): string {
  return addDays(today, RENEWAL_REMINDER_DAYS);
}

/** A membership on `today` (YYYY-MM-DD, Rome): covering, ending within the window, or ended. */
export type MemberValidity = 'valid' | 'expiring' | 'lapsed';

/** The membership covers its `validUntil` day itself (as verifyMember judges it). */
export function memberValidity(validUntil: string, today: string): MemberValidity {
  if (validUntil < today) return 'lapsed';
  return validUntil <= renewalWindowEnd(today) ? 'expiring' : 'valid';
}
