import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffAuditLog } from './services/staff/read-audit-log';

/** Staff only: the latest entries of the staff audit log. */
export const staffAuditLog = siteCallable('staffAuditLog', {}, (_call, request) =>
  handleStaffAuditLog({ db: db(), auth: adminAuth() }, request),
);
