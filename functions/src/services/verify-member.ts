import type { Firestore } from 'firebase-admin/firestore';
import { verifyMemberRequestSchema, type VerifyMemberResponse } from '@/domain/api/members';
import { todayInRome } from '@/domain/calendar';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { lookupMember, toVerifyMemberResponse } from './members';
import { enforceRateLimit } from './rate-limit';

/** Few enough that the register cannot be enumerated, enough for a person fixing a typo. */
const VERIFY_MEMBER_LIMIT = { limit: 5, windowMs: 60_000 } as const;

export async function handleVerifyMember(
  deps: { db: Firestore; now: () => Date },
  call: CallContext,
): Promise<VerifyMemberResponse> {
  const now = deps.now();
  await enforceRateLimit(deps.db, {
    key: `verifyMember:${call.clientKey}`,
    ...VERIFY_MEMBER_LIMIT,
    now,
  });
  const { memberName, onDate } = parseInput(verifyMemberRequestSchema, call.data);
  const verdict = await lookupMember(deps.db, memberName, onDate ?? todayInRome(now));
  return toVerifyMemberResponse(verdict);
}
