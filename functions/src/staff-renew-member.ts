import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffRenewMember } from './services/register/renew-member';

/** Managers only: extends one membership to the end of the next membership year. */
export const staffRenewMember = siteCallable('staffRenewMember', {}, (_call, request) =>
  handleStaffRenewMember({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
