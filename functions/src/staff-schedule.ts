import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffSchedule } from './services/calendar/staff-schedule';

/** Staff only: a tour's live schedule for "Calendario", with the seats held or sold each day. */
export const staffSchedule = siteCallable('staffSchedule', {}, (_call, request) =>
  handleStaffSchedule({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
