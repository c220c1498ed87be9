import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  staffResendMailRequestSchema,
  type MailResendOutcome,
  type StaffResendMailResponse,
} from '@/domain/api/staff-attention';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import { deliverMail } from '@functions/services/mail/deliver';
import { outboxRef } from '@functions/services/mail/outbox';
import type { MailTransport } from '@functions/services/mail/types';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';

export interface ResendMailDeps extends StaffAuthDeps {
  db: Firestore;
  transport: MailTransport;
  now: () => Date;
}

/** How long the call waits for the SMTP server; past it the outbox finishes the attempt. */
const RESEND_WAIT_MS = 8_000;

type Readiness = 'due' | Extract<MailResendOutcome, 'nothing_to_resend' | 'body_gone'>;

/**
 * Puts a given-up mail back in the outbox's queue with a fresh count of attempts, due now: the
 * same queue the scheduled retryMail serves, so a refusal now is retried with its back-off.
 */
async function requeue(deps: ResendMailDeps, mailId: string, now: Date): Promise<Readiness> {
  const ref = outboxRef(deps.db, mailId);
  return deps.db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such mail');
    if (entry.status !== 'abandoned') return 'nothing_to_resend';
    if (entry.bodyDroppedAt) return 'body_gone';
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
    return 'due';
  });
}

/**
 * staffResendMail, managers only: sends a mail the outbox gave up on once more, through the
 * outbox's own delivery (deliverMail: lease, Message-ID, status mirrored on its booking), and
 * waits a few seconds for the answer.
 */
export async function handleStaffResendMail(
  deps: ResendMailDeps,
  call: StaffCall,
): Promise<StaffResendMailResponse> {
  const actor = await requireManager(deps, call);
  const { mailId } = parseInput(staffResendMailRequestSchema, call.data ?? {});
  const readiness = await requeue(deps, mailId, deps.now());
  if (readiness !== 'due') return { outcome: readiness };
  const delivered = await deliverMail(deps.db, deps.transport, mailId, deps.now, {
    timeoutMs: RESEND_WAIT_MS,
  });
  const outcome: MailResendOutcome =
    delivered === 'sent'
      ? 'sent'
      : delivered === 'in-flight' || delivered === 'not-due'
        ? 'in_flight'
        : 'failed';
  await recordStaffAction(
    deps.db,
    actor,
    { action: 'mail_resent', target: `mailOutbox/${mailId}`, details: { mailId, outcome } },
    deps.now(),
  );
  return { outcome };
}
