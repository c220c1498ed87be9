import type { CallContext } from '@functions/lib/call-context';
import type { BookingDeps } from './deps';
import { enforceCallLimits, type Limit } from '@functions/services/rate-limit';

/**
 * The manage page reads a booking once or twice and cancels it once; a caller far beyond that is
 * guessing links or hammering Stripe. The function-wide ceiling stops a spread-out campaign.
 */
export const CANCELLATION_LIMITS = {
  perCaller: { limit: 20, windowMs: 10 * 60_000 },
  overall: { limit: 3000, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export type CancellationFunction =
  | 'manageBooking'
  | 'cancelBooking'
  | 'changeBookingDate'
  | 'answerPostponement'
  | 'releaseCheckout';

export function limitCancellationCall(
  deps: BookingDeps,
  fn: CancellationFunction,
  call: Pick<CallContext, 'clientKey'>,
): Promise<void> {
  return enforceCallLimits(
    deps,
    { name: fn, caller: call, now: deps.now() },
    { ...CANCELLATION_LIMITS, shards: 10 },
  );
}
