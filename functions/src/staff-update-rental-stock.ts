import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffUpdateRentalStock } from './services/rental-stock/update-stock';

/** Managers only: one change to the rental stock from "Noleggi", checked and recorded. */
export const staffUpdateRentalStock = siteCallable('staffUpdateRentalStock', {}, (_call, request) =>
  handleStaffUpdateRentalStock({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
