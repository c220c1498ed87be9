import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffUpdateSchedule } from './services/calendar/update-schedule';

/** Managers only: one change to a tour's schedule from "Calendario", checked and recorded. */
export const staffUpdateSchedule = siteCallable('staffUpdateSchedule', {}, (_call, request) =>
  handleStaffUpdateSchedule({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
