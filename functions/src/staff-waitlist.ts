import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffWaitlist } from './services/waitlist/staff-waitlist';

/** Staff only: the waiting list of one date, in line order (each read in the audit log). */
export const staffWaitlist = siteCallable('staffWaitlist', {}, (_call, request) =>
  handleStaffWaitlist({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
