import { BOOKING_LINK_SECRET, SITE_URL } from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { sendWaiverReminders as sendReminders } from './services/waiver/waiver-reminders';

/** Reminds bookers 48 hours before the tour of the participants who have not signed the waiver. */
export const sendWaiverReminders = scheduledJob(
  'sendWaiverReminders',
  { secrets: [BOOKING_LINK_SECRET], retryCount: 1 },
  async () => {
    await sendReminders({
      db: db(),
      now: () => new Date(),
      links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
    });
  },
);
