import { WAIVER } from '@/content/waiver';
import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffCollectWaivers } from './services/waiver/collect-waivers';

/** Staff only: records waivers signed on a staff phone (at once, or later from its queue). */
export const staffCollectWaivers = siteCallable('staffCollectWaivers', {}, (_call, request) =>
  handleStaffCollectWaivers(
    { db: db(), auth: adminAuth(), now: () => new Date(), waiver: WAIVER },
    request,
  ),
);
