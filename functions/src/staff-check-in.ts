import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffCheckIn } from './services/staff/check-in';

/** Staff only: records check-ins (sent at once, or later from an offline device's queue). */
export const staffCheckIn = siteCallable('staffCheckIn', {}, (_call, request) =>
  handleStaffCheckIn({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
