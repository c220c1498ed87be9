import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffSeason } from './services/season/staff-season';

/** Staff only: the season at a glance (seats of the next eight weeks, check-ins; money for managers). */
export const staffSeason = siteCallable('staffSeason', {}, (_call, request) =>
  handleStaffSeason({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
