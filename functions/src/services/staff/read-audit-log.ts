import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  AUDIT_ENTRIES_PER_CALL,
  MANAGER_ONLY_AUDIT_ACTIONS,
  MANAGER_ONLY_AUDIT_DETAILS,
  auditEntrySchema,
  staffAuditLogRequestSchema,
  type AuditEntry,
  type StaffAuditLog,
} from '@/domain/api/staff-audit';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import { auditLogCollection, type AuditLogDoc } from '@functions/services/audit-log/audit-log';

export interface AuditLogReadDeps extends StaffAuthDeps {
  db: Firestore;
}

/** An entry's details as a guide reads them: no amounts, refund figures or managers' reasons. */
function forGuide(details: AuditLogDoc['details']): AuditLogDoc['details'] {
  const kept = { ...details };
  for (const field of MANAGER_ONLY_AUDIT_DETAILS) delete kept[field];
  return kept;
}

/**
 * staffAuditLog: the latest staff actions, newest first, for the staff area (the browser never
 * reads Firestore). Reading the log is not itself an entry: it would bury the actions it shows.
 * A guide's copy leaves out the managers' figures and reasons (forGuide) and the voucher actions.
 */
export async function handleStaffAuditLog(
  deps: AuditLogReadDeps,
  call: StaffCall,
): Promise<StaffAuditLog> {
  const member = await requireStaff(deps, call);
  parseInput(staffAuditLogRequestSchema, call.data ?? {});
  const snapshot = await auditLogCollection(deps.db)
    .orderBy('at', 'desc')
    .limit(AUDIT_ENTRIES_PER_CALL)
    .get();
  const entries: AuditEntry[] = snapshot.docs.flatMap((doc) => {
    let entry: AuditLogDoc;
    try {
      entry = doc.data();
    } catch (error) {
      logger.error('audit log entry not readable', { id: doc.id, error: String(error) });
      return [];
    }
    if (!member.manager && MANAGER_ONLY_AUDIT_ACTIONS.has(entry.action)) return [];
    const parsed = auditEntrySchema.safeParse({
      id: doc.id,
      at: entry.at.toDate().toISOString(),
      actorUid: entry.actorUid,
      actorEmail: entry.actorEmail,
      action: entry.action,
      target: entry.target,
      details: member.manager ? entry.details : forGuide(entry.details),
    });
    // An entry the schema no longer describes is left out of the page, not the whole list.
    if (!parsed.success) logger.error('audit log entry not readable', { id: doc.id });
    return parsed.success ? [parsed.data] : [];
  });
  return { entries };
}
