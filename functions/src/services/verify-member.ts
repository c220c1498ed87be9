import type { Firestore } from 'firebase-admin/firestore';
import { verifyMemberRequestSchema, type VerifyMemberResponse } from '@/domain/api/members';
import { todayInRome } from '@/domain/calendar';
import { normalizeMemberName } from '@/domain/members';
import { isWithinBookingHorizon } from '@/domain/schedule';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { lookupMember, toVerifyMemberResponse } from './members';
import { enforceRateLimits, type Limit } from './rate-limit';

/**
 * Few enough per caller that the register cannot be enumerated, enough for a person fixing a
 * typo; few per name, so many callers together cannot probe one member's status over and over;
 * and a ceiling for the whole function, which a spread-out guessing campaign runs into.
 */
export const VERIFY_MEMBER_LIMITS = {
  perCaller: { limit: 5, windowMs: 60_000 },
  perName: { limit: 10, windowMs: 60 * 60_000 },
  overall: { limit: 300, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export async function handleVerifyMember(
  deps: { db: Firestore; now: () => Date },
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
  await enforceRateLimits(
    deps.db,
    [
      { key: 'verifyMember:all', ...limits.overall, shards: 10 },
      { key: `verifyMember:name:${normalizeMemberName(memberName)}`, ...limits.perName },
      { key: `verifyMember:${call.clientKey}`, ...limits.perCaller },
    ],
    now,
  );
  const verdict = await lookupMember(deps.db, memberName, onDate ?? todayInRome(now));
  return toVerifyMemberResponse(verdict);
}
