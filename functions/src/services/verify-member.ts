import { verifyMemberRequestSchema, type VerifyMemberResponse } from '@/domain/api/members';
import { todayInRome } from '@/domain/calendar';
import { normalizeMemberName } from '@/domain/members';
import { isWithinBookingHorizon } from '@/domain/schedule';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { KeyedStore } from '@functions/lib/keyed-id';
import { lookupMember, toVerifyMemberResponse } from './members';
import { callerChecks, enforceRateLimits, type Limit } from './rate-limit';

/**
 * Few enough per caller that the register cannot be enumerated, enough for a person fixing a
 * typo; few per name from one caller, so one caller cannot watch a member's status; and a ceiling
 * for the whole function, which a spread-out guessing campaign runs into.
 *
 * There is deliberately no count per name shared by every caller: any caller can fill such a
 * counter, so ten probes of a name from elsewhere would lock the member out of checking their own
 * membership (and out of booking) for an hour. Counting the name per caller keeps one caller from
 * probing a name over and over, and many callers probing one name learn nothing the first answer
 * did not tell them; guessing names is bounded per caller and by the ceiling.
 */
export const VERIFY_MEMBER_LIMITS = {
  perCaller: { limit: 5, windowMs: 60_000 },
  perNameAndCaller: { limit: 10, windowMs: 60 * 60_000 },
  overall: { limit: 300, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export async function handleVerifyMember(
  deps: KeyedStore & { now: () => Date },
  call: CallContext,
): Promise<VerifyMemberResponse> {
  const now = deps.now();
  const { memberName, onDate } = parseInput(verifyMemberRequestSchema, call.data);
  if (onDate !== undefined && !isWithinBookingHorizon(onDate, now)) {
    throw failure(
      'invalid-argument',
      'INVALID_DATE',
      'INVALID_DATE: a membership can only be checked for a day that can be booked',
      { fields: ['onDate'] },
    );
  }
  const limits = VERIFY_MEMBER_LIMITS;
  const name = normalizeMemberName(memberName);
  await enforceRateLimits(
    deps,
    [
      { key: 'verifyMember:all', ...limits.overall, shards: 10 },
      ...callerChecks(`verifyMember:name:${name}`, call, limits.perNameAndCaller),
      ...callerChecks('verifyMember', call, limits.perCaller),
    ],
    now,
  );
  const verdict = await lookupMember(deps.db, memberName, onDate ?? todayInRome(now));
  return toVerifyMemberResponse(verdict);
}
