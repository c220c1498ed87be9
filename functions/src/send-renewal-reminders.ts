import { ASSOCIATION_INBOX, BOOKING_LINK_SECRET, SITE_URL } from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { sendRenewalReminders as sendReminders } from './services/membership/renewal-reminders';

/** Reminds members a month before their membership ends, with a signed one-tap renewal link. */
export const sendRenewalReminders = scheduledJob(
  'sendRenewalReminders',
  { secrets: [BOOKING_LINK_SECRET], retryCount: 1 },
  async () => {
    await sendReminders({
      db: db(),
      now: () => new Date(),
      links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
      associationInbox: ASSOCIATION_INBOX.value(),
    });
  },
);
