import { logger } from 'firebase-functions';
import { membershipApplicationSchema, type MembershipResponse } from '@/domain/api/membership';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { recordAndSend, type MailingDeps } from './mail/record-and-send';
import { membershipConfirmationMail, membershipInboxMail } from './mail/templates/membership-mails';
import { enforceRateLimit } from './rate-limit';

export const MEMBERSHIP_COLLECTION = 'membershipApplications';

/** A family may apply for several people in a row; more than five in ten minutes is a flood. */
export const MEMBERSHIP_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * Stores an application (status 'submitted', for the board to decide) with its two mails queued
 * and answers its id once stored, whatever the mail does.
 */
export async function handleSubmitMembership(
  deps: MailingDeps,
  call: CallContext,
): Promise<MembershipResponse> {
  const application = parseInput(membershipApplicationSchema, call.data);
  await enforceRateLimit(deps.db, {
    key: `submitMembership:${call.clientKey}`,
    ...MEMBERSHIP_RATE_LIMIT,
    now: deps.now(),
  });
  const ref = deps.db.collection(MEMBERSHIP_COLLECTION).doc();
  await recordAndSend(
    deps,
    ref,
    { ...application, status: 'submitted' },
    {
      inbox: membershipInboxMail(application, ref.id, deps.associationInbox),
      confirmation: membershipConfirmationMail(application, ref.id, deps.associationInbox),
    },
  );
  logger.info('membership application stored', {
    id: ref.id,
    membershipType: application.membershipType,
  });
  return { id: ref.id };
}
