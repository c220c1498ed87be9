import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './lib/firestore';
import { SCHEDULES } from './lib/schedules';
import { sendThankYouMails as sendThanks } from './services/reminders/thank-you-mails';

/** The morning after a tour, thanks to the bookings checked in, with the review link if set. */
export const sendThankYouMails = onSchedule(
  { ...SCHEDULES.sendThankYouMails, retryCount: 1 },
  async () => {
    await sendThanks({ db: db(), now: () => new Date() });
  },
);
