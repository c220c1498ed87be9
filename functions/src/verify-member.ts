import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { verifyMemberRequestSchema, type VerifyMemberResponse } from '../../src/domain/api/members';
import { todayInRome } from '../../src/domain/calendar';
import { callContext, type CallContext } from './lib/call-context';
import { parseInput } from './lib/callable-errors';
import { db } from './lib/firestore';
import { lookupMember, toVerifyMemberResponse } from './services/members';
import { enforceRateLimit } from './services/rate-limit';

/** Few enough that the register cannot be enumerated, enough for a person fixing a typo. */
export const VERIFY_MEMBER_LIMIT = { limit: 5, windowMs: 60_000 } as const;

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

export const verifyMember = onCall({ cors: false }, (request) =>
  handleVerifyMember({ db: db(), now: () => new Date() }, callContext(request)),
);
