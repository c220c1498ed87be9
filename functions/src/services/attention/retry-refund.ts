import { Timestamp } from 'firebase-admin/firestore';
import {
  staffRetryRefundRequestSchema,
  type RefundRetryOutcome,
  type StaffRetryRefundResponse,
} from '@/domain/api/staff-attention';
import { failure } from '@functions/lib/callable-errors';
import type { StaffAuthDeps, StaffCall, StaffMember } from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { REFUND_LEASE_MS, settleRefund } from '@functions/services/cancellation/settle-refund';
import { completeStaffAction } from '@functions/services/audit-log/audit-log';
import { refundRetryable } from './attention-booking';
import { managerAction, retryRequested, type Readiness, type RetryRecord } from './manager-action';

export type RetryRefundDeps = BookingDeps & StaffAuthDeps;

/**
 * Makes the failed refund due now, unless an attempt holds it: an attempt leases the refund for
 * REFUND_LEASE_MS, so a `nextAttemptAt` that close means one is running (or its back-off ends in
 * a moment anyway), and a second attempt beside it is never started. The manager's action is
 * recorded in the same commit (`requested`), before Stripe is asked.
 */
async function makeDue(
  deps: RetryRefundDeps,
  actor: StaffMember,
  bookingId: string,
  now: Date,
): Promise<Readiness<Extract<RefundRetryOutcome, 'in_progress' | 'nothing_to_retry'>>> {
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking');
    if (!refundRetryable(booking)) return { due: false, outcome: 'nothing_to_retry' };
    const next = booking.refund?.nextAttemptAt?.toMillis();
    if (next !== undefined && next > now.getTime() && next - now.getTime() <= REFUND_LEASE_MS) {
      return { due: false, outcome: 'in_progress' };
    }
    tx.update(ref, { 'refund.nextAttemptAt': Timestamp.fromDate(now) });
    const details = { bookingId };
    const record: RetryRecord = {
      action: 'refund_retried',
      target: `bookings/${bookingId}`,
      details,
    };
    return retryRequested(tx, deps.db, actor, record, now);
  });
}

/**
 * staffRetryRefund, managers only: asks Stripe again, now, for one booking's failed cancellation
 * refund, through the same service as the scheduled retryRefunds (settleRefund: the payment's
 * refunds at Stripe are read first, so nothing is refunded twice). Answers what Stripe said; the
 * attempt is recorded in the audit log with the change that makes it due, before Stripe is asked,
 * and completed with Stripe's answer.
 */
export async function handleStaffRetryRefund(
  deps: RetryRefundDeps,
  call: StaffCall,
): Promise<StaffRetryRefundResponse> {
  const { actor, input } = await managerAction(deps, call, staffRetryRefundRequestSchema);
  const { bookingId } = input;
  const now = deps.now();
  const readiness = await makeDue(deps, actor, bookingId, now);
  if (!readiness.due) return { outcome: readiness.outcome };
  await settleRefund(deps, bookingId);
  const refund = (await bookingRef(deps.db, bookingId).get()).data()?.refund;
  const outcome: RefundRetryOutcome =
    refund?.status === 'succeeded' || refund?.status === 'pending' || refund?.status === 'failed'
      ? refund.status
      : 'nothing_to_retry';
  await completeStaffAction(readiness.entry, { bookingId, outcome });
  return {
    outcome,
    ...(outcome === 'failed' && refund?.lastError
      ? { lastError: refund.lastError.slice(0, 300) }
      : {}),
  };
}
