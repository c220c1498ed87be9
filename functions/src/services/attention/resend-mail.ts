import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  staffResendMailRequestSchema,
  type MailResendOutcome,
  type StaffResendMailResponse,
} from '@/domain/api/staff-attention';
import { failure } from '@functions/lib/callable-errors';
import type { StaffCall, StaffMember, StaffDeps } from '@functions/lib/require-staff';
import { deliverMail } from '@functions/services/mail/deliver';
import { outboxRef } from '@functions/services/mail/outbox';
import type { MailTransport } from '@functions/services/mail/types';
import { completeStaffAction } from '@functions/services/audit-log/audit-log';
import { managerAction, retryRequested, type Readiness, type RetryRecord } from './manager-action';

export interface ResendMailDeps extends StaffDeps {
  transport: MailTransport;
}

/** How long the call waits for the SMTP server; past it the outbox finishes the attempt. */
const RESEND_WAIT_MS = 8_000;

/**
 * Puts a given-up mail back in the outbox's queue with a fresh count of attempts, due now: the
 * same queue the scheduled retryMail serves, so a refusal now is retried with its back-off. The
 * manager's action is recorded in the same commit (`requested`), before any sending.
 */
async function requeue(
  deps: ResendMailDeps,
  actor: StaffMember,
  mailId: string,
  now: Date,
): Promise<Readiness<Extract<MailResendOutcome, 'nothing_to_resend' | 'body_gone'>>> {
  const ref = outboxRef(deps.db, mailId);
  return deps.db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such mail');
    if (entry.status !== 'abandoned') return { due: false, outcome: 'nothing_to_resend' };
    if (entry.bodyDroppedAt) return { due: false, outcome: 'body_gone' };
    tx.update(ref, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Timestamp.fromDate(now),
      needsStaffAttention: false,
      lastError: FieldValue.delete(),
      // Retention starts again once it is sent or given up again.
      bodyExpiresAt: FieldValue.delete(),
      expiresAt: FieldValue.delete(),
    });
    const details = { mailId };
    const record: RetryRecord = { action: 'mail_resent', target: `mailOutbox/${mailId}`, details };
    return retryRequested(tx, deps.db, actor, record, now);
  });
}

/**
 * staffResendMail, managers only: sends a mail the outbox gave up on once more, through the
 * outbox's own delivery (deliverMail: lease, Message-ID, status mirrored on its booking), and
 * waits a few seconds for the answer. Its audit entry is written with the requeue, before the
 * sending, and completed with how the attempt went.
 */
export async function handleStaffResendMail(
  deps: ResendMailDeps,
  call: StaffCall,
): Promise<StaffResendMailResponse> {
  const { actor, input } = await managerAction(deps, call, staffResendMailRequestSchema);
  const { mailId } = input;
  const readiness = await requeue(deps, actor, mailId, deps.now());
  if (!readiness.due) return { outcome: readiness.outcome };
  const delivered = await deliverMail(deps.db, deps.transport, mailId, deps.now, {
    timeoutMs: RESEND_WAIT_MS,
  });
  const outcome: MailResendOutcome =
    delivered === 'sent'
      ? 'sent'
      : delivered === 'in-flight' || delivered === 'not-due'
        ? 'in_flight'
        : 'failed';
  await completeStaffAction(readiness.entry, { mailId, outcome });
  return { outcome };
}
