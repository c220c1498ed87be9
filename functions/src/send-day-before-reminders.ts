import { BOOKING_LINK_SECRET, SITE_URL } from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { sendDayBeforeReminders as sendReminders } from './services/reminders/day-before-reminders';

/** The day before a tour, from `settings/mail` reminderTime: where, when, what to bring, the ticket. */
export const sendDayBeforeReminders = scheduledJob(
  'sendDayBeforeReminders',
  { secrets: [BOOKING_LINK_SECRET], retryCount: 1 },
  async () => {
    await sendReminders({
      db: db(),
      now: () => new Date(),
      links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
    });
  },
);
