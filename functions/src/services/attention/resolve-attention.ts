import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  staffResolveAttentionRequestSchema,
  type StaffAttentionReason,
  type StaffResolveAttentionResponse,
} from '@/domain/api/staff-attention';
import { isId } from '@/domain/api/ids';
import { failure } from '@functions/lib/callable-errors';
import type { StaffCall, StaffMember, StaffDeps } from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { outboxRef } from '@functions/services/mail/outbox';
import { rentalRef } from '@functions/services/rental/rental-docs';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { systemProblemRef } from '@functions/services/system-problems/system-problem-doc';
import { managerAction } from './manager-action';

const notFound = () => failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such item');

/** What a manager's "Risolto" finds on the item's document. */
type Judgement<T extends DocumentData> =
  /** Resolved already (a double tap, another manager): says by whom and when, records nothing. */
  | { resolved: false; resolvedAt: Timestamp | undefined; resolvedBy: string | undefined }
  /** Still to resolve: the document's update and the reasons the audit entry records. */
  | {
      resolved: true;
      update: (at: Timestamp, by: string) => UpdateData<T>;
      reasons: StaffAttentionReason[];
    };

/**
 * One item resolved in one transaction: a missing document is refused, one resolved already is
 * answered as it stands, otherwise `judge`'s update is written with its audit entry, so a second
 * tap records nothing twice.
 */
async function resolveItem<T extends DocumentData>(
  deps: StaffDeps,
  actor: StaffMember,
  itemId: string,
  ref: DocumentReference<T>,
  judge: (doc: T) => Judgement<T>,
): Promise<StaffResolveAttentionResponse> {
  return deps.db.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound();
    const judgement = judge(doc);
    if (!judgement.resolved) {
      const { resolvedAt, resolvedBy } = judgement;
      return {
        itemId,
        resolved: false,
        ...(resolvedAt ? { resolvedAt: resolvedAt.toDate().toISOString() } : {}),
        ...(resolvedBy ? { resolvedBy } : {}),
      };
    }
    const now = deps.now();
    tx.update(ref, judgement.update(Timestamp.fromDate(now), actor.uid));
    recordStaffActionIn(
      tx,
      deps.db,
      actor,
      {
        action: 'attention_resolved',
        target: ref.path,
        details: { itemId, reasons: judgement.reasons },
      },
      now,
    );
    return { itemId, resolved: true, resolvedAt: now.toISOString(), resolvedBy: actor.uid };
  });
}

/** A booking's or rental's flags once resolved: the reasons left, and who resolved it when. */
function flagsLeft(remaining: StaffAttentionReason[], at: Timestamp, by: string) {
  return {
    needsStaffAttention: remaining.length > 0,
    staffAttentionReasons: remaining,
    staffAttentionResolvedAt: at,
    staffAttentionResolvedBy: by,
    updatedAt: at,
  };
}

/**
 * Clears the reasons the manager saw. Any other reason (a dispute that arrived while the row was
 * on screen) stays, and so does the flag with it. A refund_failed whose refund went through since
 * is cleared with them: it no longer asks anything of anyone.
 */
function resolveBooking(
  deps: StaffDeps,
  actor: StaffMember,
  bookingId: string,
  seen: StaffAttentionReason[],
): Promise<StaffResolveAttentionResponse> {
  const ref = bookingRef(deps.db, bookingId);
  return resolveItem(deps, actor, `booking:${bookingId}`, ref, (booking) => {
    const clearing = booking.staffAttentionReasons.filter((reason) => seen.includes(reason));
    if (!booking.needsStaffAttention || clearing.length === 0) {
      return {
        resolved: false,
        resolvedAt: booking.staffAttentionResolvedAt,
        resolvedBy: booking.staffAttentionResolvedBy,
      };
    }
    const refundWentThrough = booking.refund?.status === 'succeeded';
    const remaining = booking.staffAttentionReasons.filter(
      (reason) => !clearing.includes(reason) && !(reason === 'refund_failed' && refundWentThrough),
    );
    return {
      resolved: true,
      reasons: clearing,
      update: (at, by) => ({
        ...flagsLeft(remaining, at, by),
        staffAttentionResolvedReasons: clearing,
      }),
    };
  });
}

/**
 * A cancelled rental's failed refund made another way (the Stripe dashboard): its `refund_failed`
 * is cleared, any other reason stays, and so does the flag with it.
 */
async function resolveRentalRefund(
  deps: StaffDeps,
  actor: StaffMember,
  rentalId: string,
): Promise<StaffResolveAttentionResponse> {
  if (!isId(rentalId)) throw notFound();
  const ref = rentalRef(deps.db, rentalId);
  return resolveItem(deps, actor, `rental-refund:${rentalId}`, ref, (rental) => {
    if (!rental.needsStaffAttention || !rental.staffAttentionReasons.includes('refund_failed')) {
      return {
        resolved: false,
        resolvedAt: rental.staffAttentionResolvedAt,
        resolvedBy: rental.staffAttentionResolvedBy,
      };
    }
    const remaining = rental.staffAttentionReasons.filter((reason) => reason !== 'refund_failed');
    return {
      resolved: true,
      reasons: ['refund_failed'],
      update: (at, by) => flagsLeft(remaining, at, by),
    };
  });
}

/** A given-up mail dealt with another way (a phone call): it leaves the list, the entry stays. */
function resolveMail(
  deps: StaffDeps,
  actor: StaffMember,
  mailId: string,
): Promise<StaffResolveAttentionResponse> {
  return resolveItem(deps, actor, `mail:${mailId}`, outboxRef(deps.db, mailId), (entry) =>
    entry.needsStaffAttention !== true
      ? { resolved: false, resolvedAt: entry.staffResolvedAt, resolvedBy: entry.staffResolvedBy }
      : {
          resolved: true,
          reasons: [],
          update: (at, by) => ({
            needsStaffAttention: false,
            staffResolvedAt: at,
            staffResolvedBy: by,
          }),
        },
  );
}

/**
 * A system problem dealt with (the secret corrected, Stripe back): it leaves the list and the
 * digest. Happening again in the same hour opens it again; in a later hour it is a new one.
 */
function resolveSystemProblem(
  deps: StaffDeps,
  actor: StaffMember,
  problemId: string,
): Promise<StaffResolveAttentionResponse> {
  const ref = systemProblemRef(deps.db, problemId);
  return resolveItem(deps, actor, `system:${problemId}`, ref, (problem) =>
    !problem.open
      ? { resolved: false, resolvedAt: problem.resolvedAt, resolvedBy: problem.resolvedBy }
      : {
          resolved: true,
          reasons: [],
          update: (at, by) => ({ open: false, resolvedAt: at, resolvedBy: by }),
        },
  );
}

/**
 * staffResolveAttention ("Risolto"), managers only: records who dealt with a booking's flags, a
 * given-up mail, a system problem or a rental's failed refund, and when, with an audit entry in
 * the same transaction. Idempotent: a second tap finds it resolved and records nothing.
 */
export async function handleStaffResolveAttention(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffResolveAttentionResponse> {
  const { actor, input } = await managerAction(deps, call, staffResolveAttentionRequestSchema);
  const { itemId, reasons } = input;
  const [kind, id = ''] = itemId.split(':') as [string, string | undefined];
  if (kind === 'booking') {
    if (id.length > 64) throw notFound();
    return resolveBooking(deps, actor, id, reasons);
  }
  if (kind === 'system') return resolveSystemProblem(deps, actor, id);
  if (kind === 'rental-refund') return resolveRentalRefund(deps, actor, id);
  return resolveMail(deps, actor, id);
}
