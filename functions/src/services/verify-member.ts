import { verifyMemberRequestSchema, type VerifyMemberResponse } from '@/domain/api/members';
import { todayInRome } from '@/domain/calendar';
import { normalizeMemberName } from '@/domain/members';
import { isWithinBookingHorizon } from '@/domain/schedule';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { KeyedStore } from '@functions/lib/keyed-id';
import { lookupMember, toVerifyMemberResponse } from './members';
import { CALL_LIMITS, callLimitChecks } from './call-limits';
import { callerChecks, enforceRateLimits } from './rate-limit';

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
  // Besides the callable's own limits, each name a caller asks about is counted for that caller,
  // never for every caller together (CALL_LIMITS.verifyMember says why).
  const name = normalizeMemberName(memberName);
  await enforceRateLimits(
    deps,
    [
      ...callLimitChecks('verifyMember', call),
      ...callerChecks(`verifyMember:name:${name}`, call, CALL_LIMITS.verifyMember.perNameAndCaller),
    ],
    now,
  );
  const verdict = await lookupMember(deps.db, memberName, onDate ?? todayInRome(now));
  return toVerifyMemberResponse(verdict);
}
