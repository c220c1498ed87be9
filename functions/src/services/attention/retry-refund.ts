import { Timestamp } from 'firebase-admin/firestore';
import {
  staffRetryRefundRequestSchema,
  type RefundRetryOutcome,
  type StaffRetryRefundRequest,
  type StaffRetryRefundResponse,
} from '@/domain/api/staff-attention';
import { failure } from '@functions/lib/callable-errors';
import type { StaffAuthDeps, StaffCall, StaffMember } from '@functions/lib/require-staff';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import {
  bookingRefundSubject,
  type RefundSubject,
} from '@functions/services/refunds/refund-subject';
import { REFUND_LEASE_MS, settleRefund } from '@functions/services/refunds/settle-refund';
import { rentalRefundSubject } from '@functions/services/rental/rental-refund';
import { completeStaffAction } from '@functions/services/audit-log/audit-log';
import { refundRetryable } from './attention-booking';
import { managerAction, retryRequested, type Readiness, type RetryRecord } from './manager-action';

export type RetryRefundDeps = BookingDeps & StaffAuthDeps;

const subjectOf = (deps: RetryRefundDeps, input: StaffRetryRefundRequest): RefundSubject =>
  'rentalId' in input
    ? rentalRefundSubject(deps.db, input.rentalId)
    : bookingRefundSubject(deps.db, input.bookingId);

/**
 * Makes the failed refund due now, unless an attempt holds it: an attempt leases the refund for
 * REFUND_LEASE_MS, so a `nextAttemptAt` that close means one is running (or its back-off ends in
 * a moment anyway), and a second attempt beside it is never started. The manager's action is
 * recorded in the same commit (`requested`), before Stripe is asked.
 */
async function makeDue(
  deps: RetryRefundDeps,
  actor: StaffMember,
  input: StaffRetryRefundRequest,
  now: Date,
): Promise<Readiness<Extract<RefundRetryOutcome, 'in_progress' | 'nothing_to_retry'>>> {
  const subject = subjectOf(deps, input);
  return deps.db.runTransaction(async (tx) => {
    const holder = (await tx.get(subject.ref)).data();
    if (!holder) throw failure('not-found', 'NOT_FOUND', `NOT_FOUND: no ${subject.path}`);
    if (!refundRetryable(holder)) return { due: false, outcome: 'nothing_to_retry' };
    const next = holder.refund?.nextAttemptAt?.toMillis();
    if (next !== undefined && next > now.getTime() && next - now.getTime() <= REFUND_LEASE_MS) {
      return { due: false, outcome: 'in_progress' };
    }
    tx.update(subject.ref, { 'refund.nextAttemptAt': Timestamp.fromDate(now) });
    const record: RetryRecord = { action: 'refund_retried', target: subject.path, details: input };
    return retryRequested(tx, deps.db, actor, record, now);
  });
}

/**
 * staffRetryRefund, managers only: asks Stripe again, now, for one cancelled booking's or
 * rental's failed refund, through the same service as the scheduled retryRefunds (settleRefund:
 * the payment's refunds at Stripe are read first, so nothing is refunded twice). Answers what
 * Stripe said; the attempt is recorded in the audit log with the change that makes it due, before
 * Stripe is asked, and completed with Stripe's answer.
 */
export async function handleStaffRetryRefund(
  deps: RetryRefundDeps,
  call: StaffCall,
): Promise<StaffRetryRefundResponse> {
  const { actor, input } = await managerAction(deps, call, staffRetryRefundRequestSchema);
  const now = deps.now();
  const readiness = await makeDue(deps, actor, input, now);
  if (!readiness.due) return { outcome: readiness.outcome };
  const subject = subjectOf(deps, input);
  // A second tap made it due too, but the first tap's attempt holds the refund: it is under way.
  const attempted = await settleRefund(deps, subject);
  const refund = (await subject.ref.get()).data()?.refund;
  const outcome: RefundRetryOutcome = !attempted
    ? 'in_progress'
    : refund?.status === 'succeeded' || refund?.status === 'pending' || refund?.status === 'failed'
      ? refund.status
      : 'nothing_to_retry';
  await completeStaffAction(readiness.entry, { ...input, outcome });
  return {
    outcome,
    ...(outcome === 'failed' && refund?.lastError
      ? { lastError: refund.lastError.slice(0, 300) }
      : {}),
  };
}
