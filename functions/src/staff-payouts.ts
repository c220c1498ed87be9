import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffPayoutLines, handleStaffPayouts } from './services/payouts/staff-payouts';

/** Managers only: "Cassa", the Stripe payouts as reconcilePayouts stored them. */
export const staffPayouts = siteCallable('staffPayouts', {}, (_call, request) =>
  handleStaffPayouts({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);

/** Managers only: one payout's lines, with who paid and what for. */
export const staffPayoutLines = siteCallable('staffPayoutLines', {}, (_call, request) =>
  handleStaffPayoutLines({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
