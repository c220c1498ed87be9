/**
 * Back-off of failed deliveries: 1, 2, 4 … minutes, capped at 6 hours, for 20 attempts (about three
 * days). After that the entry is kept as 'abandoned' (never deleted) for staff to see.
 */
export const MAX_ATTEMPTS = 20;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** How long an attempt owns an entry; a sender that dies mid-attempt frees it after this. */
export const LEASE_MS = 2 * 60_000;

/** Delay before the next try after `attempts` failed tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}
