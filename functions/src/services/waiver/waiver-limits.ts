import type { CallContext } from '@functions/lib/call-context';
import { enforceCallLimits, type Limit } from '@functions/services/rate-limit';
import type { WaiverLinkDeps } from './waiver-deps';

/**
 * A party of nine on one home network opens and signs nine links, each page reading its waiver a
 * few times: sixty calls in ten minutes covers them. A link is an HMAC, so the limit is not what
 * stops guessing; it stops one caller from hammering Firestore. The function-wide ceiling stops a
 * spread-out campaign.
 */
export const WAIVER_LIMITS = {
  perCaller: { limit: 60, windowMs: 10 * 60_000 },
  overall: { limit: 3000, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export type WaiverFunction = 'getWaiver' | 'signWaiver';

export function limitWaiverCall(
  deps: WaiverLinkDeps,
  fn: WaiverFunction,
  call: Pick<CallContext, 'clientKey'>,
): Promise<void> {
  return enforceCallLimits(
    deps,
    { name: fn, caller: call, now: deps.now() },
    { ...WAIVER_LIMITS, shards: 10 },
  );
}
