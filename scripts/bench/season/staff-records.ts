import { AUDIT_LOG_COLLECTION } from '../../../functions/src/services/audit-log/audit-log';
import { APPLICATIONS_COLLECTION } from '../../../functions/src/services/membership/applications';
import type { SeasonApplication } from './applications';
import type { SeasonAuditEntry } from './staff-records-entry';
import type { SeasonWrite } from './write';

/**
 * The staff area's own records for a season: membership applications as "Diventa socio" and the
 * renewal link store them and the board decides them ("Soci", staffApplications), and the audit
 * log the staff callables write ("Mostra le ultime operazioni", staffAuditLog). Both are drawn from
 * the seeded PRNG, every instant relative to the injected `now`.
 */

export { seasonApplications, type ApplicationsInput, type SeasonApplication } from './applications';
export { seasonAuditLog, type AuditLogInput, type SeasonAuditEntry } from './audit-log';
export { receiptsTakenByFees } from './staff-records-receipts';
export { SEASON_GUIDE, SEASON_MANAGER } from './staff-records-staff';

/** The documents to write: `membershipApplications/{id}` and `auditLog/{id}`. */
export function staffRecordWrites(
  applications: readonly SeasonApplication[],
  auditLog: readonly SeasonAuditEntry[],
): SeasonWrite[] {
  return [
    ...applications.map(({ id, doc }) => ({ path: `${APPLICATIONS_COLLECTION}/${id}`, data: doc })),
    ...auditLog.map(({ id, doc }) => ({ path: `${AUDIT_LOG_COLLECTION}/${id}`, data: doc })),
  ];
}
