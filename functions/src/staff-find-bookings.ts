import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffFindBookings } from './services/booking-search/find-bookings';

/** Staff only: the bookings whose reference, name, e-mail or phone holds the query, a page at a time. */
export const staffFindBookings = siteCallable('staffFindBookings', {}, (_call, request) =>
  handleStaffFindBookings({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
