import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { PROVISIONAL_APPLICATION_MINUTES } from '@/domain/documents/membership-settings';
import { normalizeMemberName } from '@/domain/members';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { membersCollection } from '@functions/services/members';
import { applicationRef, type ApplicationDoc } from './applications';
import { loadMembershipSettings } from './settings';

/** A booking's membership resting on an application the board has not decided yet. */
export interface ProvisionalMembership {
  applicationId: string;
  /** The member a renewal is for (so their holds count as theirs), null for a new applicant. */
  memberId: string | null;
}

interface ProvisionalClaim {
  /** `gating.applicationId` as the visitor's booking card sent it. */
  applicationId: string;
  /** The member name typed in the booking card. */
  memberName: string;
  now: Date;
}

type Refusal =
  | 'setting_off'
  | 'no_such_application'
  | 'malformed_application'
  | 'decided'
  | 'expired'
  | 'other_name'
  | 'renewed_member_mismatch';

async function readApplication(
  db: Firestore,
  id: string,
): Promise<ApplicationDoc | 'no_such_application' | 'malformed_application'> {
  try {
    return (await applicationRef(db, id).get()).data() ?? 'no_such_application';
  } catch (error) {
    if (error instanceof MalformedDocumentError) return 'malformed_application';
    throw error;
  }
}

/** Whether the register's member a renewal is for goes by the typed name too. */
async function renewedMemberMatches(db: Firestore, memberNumber: string, name: string) {
  try {
    const member = (await membersCollection(db).doc(memberNumber).get()).data();
    return member?.normalizedName === name;
  } catch (error) {
    if (error instanceof MalformedDocumentError) return false;
    throw error;
  }
}

async function judge(
  db: Firestore,
  claim: ProvisionalClaim,
): Promise<ProvisionalMembership | Refusal> {
  // Read on the server at the moment of booking: the client's word on it is never asked.
  if (!(await loadMembershipSettings(db)).provisionalBooking) return 'setting_off';
  const application = await readApplication(db, claim.applicationId);
  if (typeof application === 'string') return application;
  if (application.status !== 'submitted') return 'decided';
  const requestedAt = application.lastRequestedAt ?? application.createdAt;
  const ageMs = claim.now.getTime() - requestedAt.toMillis();
  if (ageMs < 0 || ageMs > PROVISIONAL_APPLICATION_MINUTES * 60_000) return 'expired';
  const name = normalizeMemberName(claim.memberName);
  if (!application.normalizedName || application.normalizedName !== name) return 'other_name';
  if (application.renewalOf === undefined) {
    return { applicationId: claim.applicationId, memberId: null };
  }
  if (!(await renewedMemberMatches(db, application.renewalOf, name))) {
    return 'renewed_member_mismatch';
  }
  return { applicationId: claim.applicationId, memberId: application.renewalOf };
}

/**
 * Whether a visitor whose name is not (or no longer) in the register may book on the
 * application they have just sent: only with `settings/membership.provisionalBooking` on, on an
 * application this server stored itself (`membershipApplications/{id}`), still waiting for the
 * board, made within PROVISIONAL_APPLICATION_MINUTES of the server's clock, for the very name
 * typed in the booking (a renewal: for the member it renews, by that name). Anything else
 * answers null and the booking is refused as it would be without the application; the log says
 * why, never with the name.
 */
export async function provisionalMembership(
  db: Firestore,
  claim: ProvisionalClaim,
): Promise<ProvisionalMembership | null> {
  const verdict = await judge(db, claim);
  if (typeof verdict !== 'string') return verdict;
  logger.info('booking on an application refused', {
    applicationId: claim.applicationId,
    reason: verdict,
  });
  return null;
}
