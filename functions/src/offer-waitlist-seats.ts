import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from './lib/schedules';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { offerOnEveryDate } from './services/waitlist/offer-on-every-date';

/** Lapses ended offers, offers freed seats and closes the lines of dates no longer bookable. */
export const offerWaitlistSeats = onSchedule(
  { ...SCHEDULES.offerWaitlistSeats, secrets: WAITLIST_SECRETS },
  async () => {
    await offerOnEveryDate(waitlistDeps());
  },
);
