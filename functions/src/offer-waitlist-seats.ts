import { scheduledJob } from './lib/scheduled-job';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { offerOnEveryDate } from './services/waitlist/offer-on-every-date';

/** Lapses ended offers, offers freed seats and closes the lines of dates no longer bookable. */
export const offerWaitlistSeats = scheduledJob(
  'offerWaitlistSeats',
  { secrets: WAITLIST_SECRETS },
  async () => {
    await offerOnEveryDate(waitlistDeps());
  },
);
