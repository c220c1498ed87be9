import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { StaffMember } from '@functions/lib/require-staff';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { rejectionMail } from '@functions/services/mail/templates/admission-mails';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { applicationRef } from '@functions/services/membership/applications';
import { refundRejectedFee } from '@functions/services/membership-fee/fee-refund';
import { alreadyDecided, decisionMailId, mailFacts, type DecisionResult } from './decision';
import {
  cancelledByRejection,
  cancelProvisionalBookings,
  provisionalBookingsOf,
} from './provisional-bookings';
import { errorText } from '@functions/lib/error-text';

export interface Rejection {
  applicationId: string;
  /** "Delibera del", YYYY-MM-DD, already checked not to be after today. */
  resolutionDate: string;
  /** Why, as staff wrote it: sent to the applicant. */
  reason: string;
}

/**
 * Rejects one application: ONE transaction marks it rejected with the reason, queues the mail
 * that tells the applicant and records the audit entry; then its provisional bookings are
 * cancelled with a full refund, and its fee refunded in full. An application rejected before
 * answers `already_decided` and changes nothing, but its provisional bookings and fee are swept again, so a rejection interrupted
 * before every booking was cancelled is finished by repeating it (each cancellation refunds once).
 */
export async function rejectApplication(
  deps: BookingDeps,
  actor: StaffMember,
  rejection: Rejection,
): Promise<DecisionResult & { failed: number }> {
  const { db } = deps;
  const { applicationId, resolutionDate, reason } = rejection;
  const ref = applicationRef(db, applicationId);
  const provisional = (await provisionalBookingsOf(db, [applicationId])).get(applicationId) ?? [];
  const decision = await db.runTransaction(async (tx): Promise<DecisionResult> => {
    const now = deps.now();
    const application = (await tx.get(ref)).data();
    if (!application) return { applicationId, outcome: 'not_found' };
    if (application.status !== 'submitted') return alreadyDecided(applicationId, application);
    tx.update(ref, {
      status: 'rejected',
      decidedAt: Timestamp.fromDate(now),
      decidedBy: actor.uid,
      resolutionDate,
      rejectionReason: reason,
    });
    const mail = rejectionMail(mailFacts(application, resolutionDate), {
      reason,
      renewal: application.renewalOf !== undefined,
      cancelsBookings: provisional.some(({ booking }) =>
        ['pending', 'paid'].includes(booking.status),
      ),
    });
    await queueMailAbout(tx, ref, 'decision', mail, {
      dedupeKey: decisionMailId(applicationId),
      now,
    });
    recordStaffActionIn(
      tx,
      db,
      actor,
      // The reason stays out of the log every guide reads: it may speak of the person.
      {
        action: 'application_rejected',
        target: ref.path,
        details: { applicationId, resolutionDate },
      },
      now,
    );
    return { applicationId, outcome: 'rejected' };
  });
  if (decision.outcome === 'not_found') return { ...decision, failed: 0 };
  // Only a rejected application's bookings go; an admitted one's stay, now a member's.
  const decided = (await ref.get()).data();
  if (decided?.status !== 'rejected' || !decided.decidedAt) return { ...decision, failed: 0 };
  const { failed: bookingsFailed } = await cancelProvisionalBookings(deps, applicationId);
  // The fee paid with it goes back in full, once however often the rejection is repeated.
  const feeFailed = await refundRejectedFee(deps, applicationId).then(
    () => 0,
    (error: unknown) => {
      logger.error('fee of a rejected application not refunded', {
        applicationId,
        error: errorText(error),
      });
      return 1;
    },
  );
  const failed = bookingsFailed + feeFailed;
  return {
    ...decision,
    bookingsCancelled: await cancelledByRejection(db, applicationId, decided.decidedAt),
    failed,
  };
}
