import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffImportMembers } from './services/register/import-members';

/** Managers only: previews, then writes, a register CSV (new and updated members, never deletes). */
export const staffImportMembers = siteCallable('staffImportMembers', {}, (_call, request) =>
  handleStaffImportMembers({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
