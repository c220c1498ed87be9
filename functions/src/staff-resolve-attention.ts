import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffResolveAttention } from './services/attention/resolve-attention';

/** Managers only: "Risolto" on a flagged booking or a given-up mail. */
export const staffResolveAttention = siteCallable('staffResolveAttention', {}, (_call, request) =>
  handleStaffResolveAttention({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
