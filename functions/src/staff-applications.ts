import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffApplications } from './services/admission/staff-applications';

/** Managers only: the membership applications waiting for the board, oldest first. */
export const staffApplications = siteCallable('staffApplications', {}, (_call, request) =>
  handleStaffApplications({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
