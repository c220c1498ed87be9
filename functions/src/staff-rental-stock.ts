import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffRentalStock } from './services/rental-stock/read-stock';

/** Staff only: the rental stock shown in "Noleggi" (managers get the editing controls). */
export const staffRentalStock = siteCallable('staffRentalStock', {}, (_call, request) =>
  handleStaffRentalStock({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
