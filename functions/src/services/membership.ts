import { logger } from 'firebase-functions';
import { membershipApplicationSchema, type MembershipResponse } from '@/domain/api/membership';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { mayConfirmTo } from './mail/confirmation-limit';
import { recordAndQueue, type MailingDeps } from './mail/record-and-queue';
import { membershipConfirmationMail, membershipInboxMail } from './mail/templates/membership-mails';
import { enforceRateLimits, type Limit } from './rate-limit';

export const MEMBERSHIP_COLLECTION = 'membershipApplications';

/** A family may apply for several people in a row; more than five in ten minutes is a flood. */
export const MEMBERSHIP_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const satisfies Limit;
/** The whole form's ceiling: a small association's season in a day is far below it. */
export const MEMBERSHIP_OVERALL_LIMIT = {
  limit: 200,
  windowMs: 60 * 60_000,
} as const satisfies Limit;

/**
 * Stores an application (status 'submitted', for the board to decide) with its mails queued
 * and answers its id once stored.
 */
export async function handleSubmitMembership(
  deps: MailingDeps,
  call: CallContext,
): Promise<MembershipResponse> {
  const application = parseInput(membershipApplicationSchema, call.data);
  const now = deps.now();
  await enforceRateLimits(
    deps,
    [
      { key: 'submitMembership:all', ...MEMBERSHIP_OVERALL_LIMIT, shards: 5 },
      { key: `submitMembership:${call.clientKey}`, ...MEMBERSHIP_RATE_LIMIT },
    ],
    now,
  );
  const ref = deps.db.collection(MEMBERSHIP_COLLECTION).doc();
  const confirm = await mayConfirmTo(deps, 'membership', application.email, now);
  await recordAndQueue(
    deps,
    ref,
    { ...application, status: 'submitted' },
    {
      inbox: membershipInboxMail(application, ref.id, deps.associationInbox),
      ...(confirm
        ? {
            confirmation: membershipConfirmationMail(application, ref.id, deps.associationInbox),
          }
        : {}),
    },
  );
  logger.info('membership application stored', {
    id: ref.id,
    membershipType: application.membershipType,
  });
  return { id: ref.id, provisionalBooking: false };
}
