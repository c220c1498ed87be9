import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { parseInput } from '@functions/lib/callable-errors';
import {
  requireManager,
  type StaffAuthDeps,
  type StaffCall,
  type StaffMember,
} from '@functions/lib/require-staff';
import { recordStaffActionIn, type AuditLogDoc } from '@functions/services/audit-log/audit-log';

/** A manager's action on a row: who asks (checked as `requireManager` checks) and what, parsed. */
export async function managerAction<Schema extends z.ZodType>(
  deps: StaffAuthDeps,
  call: StaffCall,
  schema: Schema,
): Promise<{ actor: StaffMember; input: z.output<Schema> }> {
  const actor = await requireManager(deps, call);
  return { actor, input: parseInput(schema, call.data ?? {}) };
}

/** A retry a manager asked for: due now, with its audit entry to complete, or why it is not. */
export type Readiness<NotDue extends string> =
  { due: true; entry: DocumentReference<AuditLogDoc> } | { due: false; outcome: NotDue };

/** What a retry's audit entry names: the mail, or the booking's or rental's refund asked again. */
export type RetryRecord =
  | { action: 'mail_resent'; target: string; details: { mailId: string } }
  | {
      action: 'refund_retried';
      target: string;
      details: { bookingId: string } | { rentalId: string };
    };

/**
 * Records the manager's request in the transaction that makes the retry due (`requested`, not
 * completed), before anything is sent or asked: a retry that then fails half-way is still in the
 * log. `completeStaffAction` writes how it went.
 */
export function retryRequested(
  tx: Transaction,
  db: Firestore,
  actor: StaffMember,
  record: RetryRecord,
  now: Date,
): Readiness<never> {
  const details = { ...record.details, outcome: 'requested', completed: false };
  return { due: true, entry: recordStaffActionIn(tx, db, actor, { ...record, details }, now) };
}
