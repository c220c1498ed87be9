import type { CallContext } from '@functions/lib/call-context';
import { enforceCallLimits, type Limit } from '@functions/services/rate-limit';
import type { WaitlistDeps } from './waitlist-deps';

/**
 * Joining is rare for a person (a few dates at most) and sends a mail each time, so it is kept
 * tight against mail bombing; reading or leaving by a link a little looser. The function-wide
 * ceiling stops a spread-out campaign.
 */
export const WAITLIST_LIMITS = {
  joinWaitlist: {
    perCaller: { limit: 5, windowMs: 10 * 60_000 },
    overall: { limit: 300, windowMs: 60_000 },
  },
  link: {
    perCaller: { limit: 20, windowMs: 10 * 60_000 },
    overall: { limit: 3000, windowMs: 60_000 },
  },
} as const satisfies Record<string, Record<string, Limit>>;

export type WaitlistFunction =
  'joinWaitlist' | 'confirmWaitlist' | 'getWaitlistOffer' | 'leaveWaitlist';

export function limitWaitlistCall(
  deps: WaitlistDeps,
  fn: WaitlistFunction,
  call: Pick<CallContext, 'clientKey'>,
): Promise<void> {
  const limits = fn === 'joinWaitlist' ? WAITLIST_LIMITS.joinWaitlist : WAITLIST_LIMITS.link;
  return enforceCallLimits(
    deps,
    { name: fn, caller: call, now: deps.now() },
    { ...limits, shards: 10 },
  );
}
