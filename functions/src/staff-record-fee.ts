import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffRecordFee } from './services/register/record-fee';

/** Managers only: a membership fee paid at the desk or by bank transfer, with its receipt. */
export const staffRecordFee = siteCallable('staffRecordFee', {}, (_call, request) =>
  handleStaffRecordFee({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
