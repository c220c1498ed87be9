import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffMembers } from './services/register/read-register';

/** Managers only: the whole member register, sorted by member number. */
export const staffMembers = siteCallable('staffMembers', {}, (_call, request) =>
  handleStaffMembers({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
