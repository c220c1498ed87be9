import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffAttention } from './services/attention/staff-attention';

/** Staff only: "Da controllare", what needs looking at, a page at a time. */
export const staffAttention = siteCallable('staffAttention', {}, (_call, request) =>
  handleStaffAttention({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
