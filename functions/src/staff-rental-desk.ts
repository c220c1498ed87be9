import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffRentalDesk } from './services/rental-desk/desk-actions';

/** Staff only: records pick-ups and returns (sent at once, or later from an offline phone). */
export const staffRentalDesk = siteCallable('staffRentalDesk', {}, (_call, request) =>
  handleStaffRentalDesk({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
