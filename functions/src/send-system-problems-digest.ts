import { ASSOCIATION_INBOX, SITE_URL } from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { sendSystemProblemsDigest as sendDigest } from './services/problem-digest/digest';

/** Each morning while a system problem is open, one mail to the association's inbox. */
export const sendSystemProblemsDigest = scheduledJob(
  'sendSystemProblemsDigest',
  { retryCount: 1 },
  async () => {
    await sendDigest({
      db: db(),
      now: () => new Date(),
      associationInbox: ASSOCIATION_INBOX.value(),
      siteUrl: SITE_URL.value(),
    });
  },
);
