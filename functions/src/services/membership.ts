import { logger } from 'firebase-functions';
import { membershipApplicationSchema, type MembershipResponse } from '@/domain/api/membership';
import { normalizeMemberName } from '@/domain/members';
import { memberNameOf } from '@/domain/membership-rules';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { mayConfirmTo } from './mail/confirmation-limit';
import { recordAndQueue, type MailingDeps } from './mail/record-and-queue';
import { membershipConfirmationMail, membershipInboxMail } from './mail/templates/membership-mails';
import { APPLICATIONS_COLLECTION } from './membership/applications';
import { bookingFeeQuote } from './membership/fee-terms';
import { loadMembershipSettings } from './membership/settings';
import { enforceCallLimits } from './call-limits';

export const MEMBERSHIP_COLLECTION = APPLICATIONS_COLLECTION;

/**
 * Stores an application (status 'submitted', for the board to decide) with its mails queued
 * and answers its id once stored, and whether its applicant may book on it at once
 * (`settings/membership.provisionalBooking`; the checkout judges that again itself). The
 * application keeps the folded name of whom it is for, which the checkout matches a booking's
 * member name against.
 */
export async function handleSubmitMembership(
  deps: MailingDeps,
  call: CallContext,
): Promise<MembershipResponse> {
  const application = parseInput(membershipApplicationSchema, call.data);
  const now = deps.now();
  await enforceCallLimits(deps, { name: 'submitMembership', caller: call, now });
  const ref = deps.db.collection(MEMBERSHIP_COLLECTION).doc();
  const confirm = await mayConfirmTo(deps, 'membership', application.email, now);
  await recordAndQueue(
    deps,
    ref,
    {
      ...application,
      normalizedName: normalizeMemberName(memberNameOf(application)),
      status: 'submitted',
    },
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
  const { provisionalBooking } = await loadMembershipSettings(deps.db);
  return {
    id: ref.id,
    provisionalBooking,
    ...(await bookingFeeQuote(deps.db, provisionalBooking, application, now)),
  };
}
