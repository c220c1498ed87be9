import { addMonths } from 'date-fns';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { CommitWith } from '@functions/lib/firestore';
import type { AuditEntry } from '@/domain/api/staff-audit';
import { auditLogDocumentSchema } from '@/domain/documents/audit-log';
import type { z } from '@/domain/zod';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';
import type { StaffMember } from '@functions/lib/require-staff';

export const AUDIT_LOG_COLLECTION = 'auditLog';

/**
 * How long an entry is kept before Firestore's TTL policy on `expiresAt` deletes it: two years
 * covers a season and the next one, a card dispute's window and a member's complaint about a
 * decision, without keeping staff members' addresses indefinitely.
 */
export const AUDIT_LOG_RETENTION_MONTHS = 24;

/** One action as the server records it (`at` and `expiresAt` by the server's clock). */
export type AuditRecord = Pick<AuditEntry, 'action' | 'target' | 'details'>;

const auditLogSchema = auditLogDocumentSchema(timestampSchema);

/** The stored `auditLog/{id}` document. */
export type AuditLogDoc = z.infer<typeof auditLogSchema>;

/** The audit log, typed. */
export const auditLogCollection = typedCollection(AUDIT_LOG_COLLECTION, auditLogSchema);

function auditLogDoc(actor: StaffMember, record: AuditRecord, now: Date): AuditLogDoc {
  return {
    at: Timestamp.fromDate(now),
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: record.action,
    target: record.target,
    details: record.details,
    expiresAt: Timestamp.fromDate(addMonths(now, AUDIT_LOG_RETENTION_MONTHS)),
  };
}

/** Records a staff action on its own (after a read, or once a multi-step action has run). */
export async function recordStaffAction(
  db: Firestore,
  actor: StaffMember,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  await auditLogCollection(db).add(auditLogDoc(actor, record, now));
}

/**
 * Records a staff action that walks many documents, each in its own transaction, BEFORE it
 * starts (`completed: false` in its details): an action that then fails or times out half-way is
 * still in the log. `completeStaffAction` writes its outcome once it has run.
 */
export async function recordStaffIntent(
  db: Firestore,
  actor: StaffMember,
  record: AuditRecord,
  now: Date,
): Promise<DocumentReference<AuditLogDoc>> {
  const ref = auditLogCollection(db).doc();
  await ref.create(
    auditLogDoc(actor, { ...record, details: { ...record.details, completed: false } }, now),
  );
  return ref;
}

/** The outcome of an action recorded by `recordStaffIntent`, once it has run. */
export async function completeStaffAction(
  ref: DocumentReference<AuditLogDoc>,
  details: AuditRecord['details'],
): Promise<void> {
  await ref.update({ details: { ...details, completed: true } });
}

/**
 * Records a staff action in the transaction or batch of writes that performs it: both happen, or
 * neither. Answers the entry, for an action whose effect follows the commit (a mail sent, a
 * refund asked): its outcome is then written by `completeStaffAction`.
 */
export function recordStaffActionIn(
  writer: CommitWith,
  db: Firestore,
  actor: StaffMember,
  record: AuditRecord,
  now: Date,
): DocumentReference<AuditLogDoc> {
  const ref = auditLogCollection(db).doc();
  writer.create(ref, auditLogDoc(actor, record, now));
  return ref;
}
