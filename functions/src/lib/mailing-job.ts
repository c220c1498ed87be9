import type { Firestore } from 'firebase-admin/firestore';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { BOOKING_LINK_SECRET, SITE_URL } from './config';
import { db } from './firestore';
import { scheduledJob } from './scheduled-job';
import type { ScheduledFunction } from './schedules';

/** What every scheduled mailing with signed links needs: the database, the clock, the links. */
export interface MailingJobDeps {
  db: Firestore;
  now: () => Date;
  links: ManageLinkSettings;
}

/**
 * A scheduled job that mails people signed links (manage, renewal, waiver): it reads the links'
 * secret, and a failed run is retried once.
 */
export function mailingJob(
  name: ScheduledFunction,
  send: (deps: MailingJobDeps) => Promise<unknown>,
) {
  return scheduledJob(name, { secrets: [BOOKING_LINK_SECRET], retryCount: 1 }, async () => {
    await send({
      db: db(),
      now: () => new Date(),
      links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
    });
  });
}
