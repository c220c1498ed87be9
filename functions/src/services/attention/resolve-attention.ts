import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  staffResolveAttentionRequestSchema,
  type StaffAttentionReason,
  type StaffResolveAttentionResponse,
} from '@/domain/api/staff-attention';
import { isId } from '@/domain/api/ids';
import { failure } from '@functions/lib/callable-errors';
import type { StaffCall, StaffMember } from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { outboxRef } from '@functions/services/mail/outbox';
import { rentalRef } from '@functions/services/rental/rental-docs';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { systemProblemRef } from '@functions/services/system-problems/system-problem-doc';
import { managerAction, type ManagerActionDeps } from './manager-action';

const notFound = () => failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such item');

/** Resolved already (a double tap, another manager): says by whom and when, records nothing. */
function alreadyResolved(
  itemId: string,
  resolvedAt: Timestamp | undefined,
  resolvedBy: string | undefined,
): StaffResolveAttentionResponse {
  return {
    itemId,
    resolved: false,
    ...(resolvedAt ? { resolvedAt: resolvedAt.toDate().toISOString() } : {}),
    ...(resolvedBy ? { resolvedBy } : {}),
  };
}

/** The audit entry of a resolution, in the transaction that wrote it, and the answer to the tap. */
function recordResolved(
  tx: Transaction,
  deps: ManagerActionDeps,
  actor: StaffMember,
  resolution: { itemId: string; target: string; reasons: StaffAttentionReason[] },
  now: Date,
): StaffResolveAttentionResponse {
  const { itemId, target, reasons } = resolution;
  recordStaffActionIn(
    tx,
    deps.db,
    actor,
    { action: 'attention_resolved', target, details: { itemId, reasons } },
    now,
  );
  return { itemId, resolved: true, resolvedAt: now.toISOString(), resolvedBy: actor.uid };
}

/**
 * Clears the reasons the manager saw. Any other reason (a dispute that arrived while the row was
 * on screen) stays, and so does the flag with it. A refund_failed whose refund went through since
 * is cleared with them: it no longer asks anything of anyone.
 */
async function resolveBooking(
  deps: ManagerActionDeps,
  actor: StaffMember,
  bookingId: string,
  seen: StaffAttentionReason[],
): Promise<StaffResolveAttentionResponse> {
  const itemId = `booking:${bookingId}`;
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) throw notFound();
    const clearing = booking.staffAttentionReasons.filter((reason) => seen.includes(reason));
    if (!booking.needsStaffAttention || clearing.length === 0) {
      // Resolved already (a double tap, another manager): nothing is recorded twice.
      return alreadyResolved(
        itemId,
        booking.staffAttentionResolvedAt,
        booking.staffAttentionResolvedBy,
      );
    }
    const refundWentThrough = booking.refund?.status === 'succeeded';
    const remaining = booking.staffAttentionReasons.filter(
      (reason) => !clearing.includes(reason) && !(reason === 'refund_failed' && refundWentThrough),
    );
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      needsStaffAttention: remaining.length > 0,
      staffAttentionReasons: remaining,
      staffAttentionResolvedAt: at,
      staffAttentionResolvedBy: actor.uid,
      staffAttentionResolvedReasons: clearing,
      updatedAt: at,
    });
    return recordResolved(
      tx,
      deps,
      actor,
      { itemId, target: `bookings/${bookingId}`, reasons: clearing },
      now,
    );
  });
}

/**
 * A cancelled rental's failed refund made another way (the Stripe dashboard): its `refund_failed`
 * is cleared, any other reason stays, and so does the flag with it.
 */
async function resolveRentalRefund(
  deps: ManagerActionDeps,
  actor: StaffMember,
  rentalId: string,
): Promise<StaffResolveAttentionResponse> {
  const itemId = `rental-refund:${rentalId}`;
  if (!isId(rentalId)) throw notFound();
  const ref = rentalRef(deps.db, rentalId);
  return deps.db.runTransaction(async (tx) => {
    const rental = (await tx.get(ref)).data();
    if (!rental) throw notFound();
    if (!rental.needsStaffAttention || !rental.staffAttentionReasons.includes('refund_failed')) {
      return alreadyResolved(
        itemId,
        rental.staffAttentionResolvedAt,
        rental.staffAttentionResolvedBy,
      );
    }
    const remaining = rental.staffAttentionReasons.filter((reason) => reason !== 'refund_failed');
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      needsStaffAttention: remaining.length > 0,
      staffAttentionReasons: remaining,
      staffAttentionResolvedAt: at,
      staffAttentionResolvedBy: actor.uid,
      updatedAt: at,
    });
    return recordResolved(
      tx,
      deps,
      actor,
      { itemId, target: `rentals/${rentalId}`, reasons: ['refund_failed'] },
      now,
    );
  });
}

/** A given-up mail dealt with another way (a phone call): it leaves the list, the entry stays. */
async function resolveMail(
  deps: ManagerActionDeps,
  actor: StaffMember,
  mailId: string,
): Promise<StaffResolveAttentionResponse> {
  const itemId = `mail:${mailId}`;
  const ref = outboxRef(deps.db, mailId);
  return deps.db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw notFound();
    if (entry.needsStaffAttention !== true) {
      return alreadyResolved(itemId, entry.staffResolvedAt, entry.staffResolvedBy);
    }
    const now = deps.now();
    tx.update(ref, {
      needsStaffAttention: false,
      staffResolvedAt: Timestamp.fromDate(now),
      staffResolvedBy: actor.uid,
    });
    return recordResolved(
      tx,
      deps,
      actor,
      { itemId, target: `mailOutbox/${mailId}`, reasons: [] },
      now,
    );
  });
}

/**
 * A system problem dealt with (the secret corrected, Stripe back): it leaves the list and the
 * digest. Happening again in the same hour opens it again; in a later hour it is a new one.
 */
async function resolveSystemProblem(
  deps: ManagerActionDeps,
  actor: StaffMember,
  problemId: string,
): Promise<StaffResolveAttentionResponse> {
  const itemId = `system:${problemId}`;
  const ref = systemProblemRef(deps.db, problemId);
  return deps.db.runTransaction(async (tx) => {
    const problem = (await tx.get(ref)).data();
    if (!problem) throw notFound();
    if (!problem.open) {
      return alreadyResolved(itemId, problem.resolvedAt, problem.resolvedBy);
    }
    const now = deps.now();
    tx.update(ref, { open: false, resolvedAt: Timestamp.fromDate(now), resolvedBy: actor.uid });
    return recordResolved(
      tx,
      deps,
      actor,
      { itemId, target: `systemProblems/${problemId}`, reasons: [] },
      now,
    );
  });
}

/**
 * staffResolveAttention ("Risolto"), managers only: records who dealt with a booking's flags, a
 * given-up mail, a system problem or a rental's failed refund, and when, with an audit entry in
 * the same transaction. Idempotent: a second tap finds it resolved and records nothing.
 */
export async function handleStaffResolveAttention(
  deps: ManagerActionDeps,
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
