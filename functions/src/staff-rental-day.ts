import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffRentalDay } from './services/rental-desk/desk-day';

/** Staff only: one day's rental pick-ups and returns at the desk ("Noleggi"). */
export const staffRentalDay = siteCallable('staffRentalDay', {}, (_call, request) =>
  handleStaffRentalDay({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
