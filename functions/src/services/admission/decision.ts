import type { StaffDecideApplicationsResponse } from '@/domain/api/staff-members';
import { memberNameOf } from '@/domain/membership-rules';
import type { AdmissionMailFacts } from '@functions/services/mail/templates/admission-mails';
import type { ApplicationDoc } from '@functions/services/membership/applications';

/** What one decision answers for one application. */
export type DecisionResult = StaffDecideApplicationsResponse['results'][number];

/** The outbox entry of the board's answer: one per application, whatever is decided. */
export const decisionMailId = (applicationId: string) =>
  `membershipApplications-${applicationId}-decision`;

/** What the board's mails say about an application. */
export function mailFacts(application: ApplicationDoc, resolutionDate: string): AdmissionMailFacts {
  return {
    fullName: application.fullName,
    email: application.email,
    memberName: memberNameOf(application),
    membershipType: application.membershipType,
    locale: application.locale,
    resolutionDate,
  };
}

/** The answer for an application someone decided before: nothing changed this time. */
export function alreadyDecided(applicationId: string, application: ApplicationDoc): DecisionResult {
  return {
    applicationId,
    outcome: 'already_decided',
    ...(application.memberNumber ? { memberNumber: application.memberNumber } : {}),
  };
}
