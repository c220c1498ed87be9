import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffAccountingFile } from './services/receipts/staff/accounting-file';

/** Managers only: the accountant's receipts register, credit notes or prima nota of a period. */
export const staffAccountingFile = siteCallable('staffAccountingFile', {}, (_call, request) =>
  handleStaffAccountingFile({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
