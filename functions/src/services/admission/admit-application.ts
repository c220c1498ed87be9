import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { todayInRome } from '@/domain/calendar';
import { normalizeMemberName } from '@/domain/members';
import { memberRegisterKeys } from '@/domain/member-register-keys';
import { memberNameOf } from '@/domain/membership-rules';
import { admittedValidUntil, renewedValidUntil } from '@/domain/membership-year';
import { validUntilCoveringFee } from '@/domain/membership-fee/fee-year';
import { commitOptimistically, writeIfUnchanged } from '@functions/lib/optimistic-commit';
import type { StaffMember } from '@functions/lib/require-staff';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { admittedMail } from '@functions/services/mail/templates/admission-mails';
import { membersCollection, type MemberDoc } from '@functions/services/members';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { applicationRef, type ApplicationDoc } from '@functions/services/membership/applications';
import { alreadyDecided, decisionMailId, mailFacts, type DecisionResult } from './decision';
import { takeMemberNumber } from './member-number';

export interface AdmissionDeps {
  db: Firestore;
  now: () => Date;
}

export interface Admission {
  applicationId: string;
  /** "Delibera del", YYYY-MM-DD, already checked not to be after today. */
  resolutionDate: string;
  /** `settings/membership.membershipYearEnds` (MM-DD). */
  yearEnds: string;
}

/**
 * Admits one application in ONE atomic commit: the next member number of the year (Europe/Rome,
 * server clock), `members/{memberNumber}`, the application marked admitted, the welcome mail
 * queued and the audit entry, all or nothing. A renewal (`renewalOf`) extends that member's
 * `validUntil` instead. An application decided before changes nothing.
 *
 * Concurrent admits all write the year's counter. In a Firestore transaction they would lock it
 * and abort each other, backing off longer each round (20 at once took two to six times as long
 * on the emulator); here every write is guarded by what was read (`commitOptimistically`): the
 * counter and the application by their update time, the new member by `create`. A decision that
 * lost the race reads again at once and takes the next number, or finds the application decided.
 */
export async function admitApplication(
  deps: AdmissionDeps,
  actor: StaffMember,
  admission: Admission,
): Promise<DecisionResult> {
  const { db } = deps;
  const { applicationId, resolutionDate, yearEnds } = admission;
  const ref = applicationRef(db, applicationId);
  return commitOptimistically(db, async (batch): Promise<DecisionResult> => {
    const now = deps.now();
    const today = todayInRome(now);
    const read = await ref.get();
    const application = read.data();
    if (!application) return { applicationId, outcome: 'not_found' };
    if (application.status !== 'submitted') return alreadyDecided(applicationId, application);

    const renewed = application.renewalOf
      ? membersCollection(db).doc(application.renewalOf)
      : undefined;
    const memberRead = renewed ? await renewed.get() : undefined;
    const member = memberRead?.data();
    const at = Timestamp.fromDate(now);
    const facts = mailFacts(application, resolutionDate);
    const admitted = (memberNumber: string) => ({
      status: 'admitted',
      decidedAt: at,
      decidedBy: actor.uid,
      resolutionDate,
      memberNumber,
    });
    /** The decision, its mail and its audit entry, in the batch; the answer. */
    const settle = async (
      outcome: 'admitted' | 'renewed',
      memberNumber: string,
      validUntil: string,
    ) => {
      // The guard: a decision committed meanwhile by another call makes this commit fail.
      batch.update(ref, admitted(memberNumber), { lastUpdateTime: read.updateTime! });
      const mail = admittedMail(facts, outcome, { memberNumber, validUntil });
      await queueMailAbout(batch, ref, 'decision', mail, {
        dedupeKey: decisionMailId(applicationId),
        now,
      });
      recordStaffActionIn(
        batch,
        db,
        actor,
        {
          action: outcome === 'renewed' ? 'application_renewed' : 'application_admitted',
          target: ref.path,
          details: { applicationId, memberNumber, validUntil, resolutionDate },
        },
        now,
      );
      return { applicationId, outcome, memberNumber, validUntil };
    };

    if (renewed && memberRead && member) {
      const validUntil = renewedValidUntil(member.validUntil, today, yearEnds);
      const memberNumber = renewed.id;
      // A member imported without an address gets the renewal's, so reminders reach them.
      writeIfUnchanged(batch, renewed, memberRead, {
        validUntil,
        ...(member.email ? {} : { email: application.email }),
      });
      return settle('renewed', memberNumber, validUntil);
    }

    // A new member; also a renewal whose member is no longer in the register.
    const memberNumber = await takeMemberNumber(db, batch, Number(today.slice(0, 4)));
    const validUntil = validUntilCoveringFee(
      admittedValidUntil(today, yearEnds),
      application.fee?.year,
      yearEnds,
    );
    batch.create(
      membersCollection(db).doc(memberNumber),
      newMember(application, {
        applicationId,
        memberNumber,
        validUntil,
        resolutionDate,
        admittedAt: at,
      }),
    );
    return settle('admitted', memberNumber, validUntil);
  });
}

/** The register's row of a member admitted from `application`. */
function newMember(
  application: ApplicationDoc,
  decision: Required<
    Pick<
      MemberDoc,
      'applicationId' | 'memberNumber' | 'validUntil' | 'resolutionDate' | 'admittedAt'
    >
  >,
): MemberDoc {
  const fullName = memberNameOf(application);
  const normalizedName = normalizeMemberName(fullName);
  return {
    fullName,
    normalizedName,
    ...memberRegisterKeys(decision.memberNumber, normalizedName),
    email: application.email,
    membershipType: application.membershipType,
    locale: application.locale,
    // The fee paid online with the application is the member's for its year.
    ...(application.fee
      ? {
          feesPaid: { [String(application.fee.year)]: application.fee },
          feeYearsPaid: [application.fee.year],
        }
      : {}),
    ...decision,
  };
}
