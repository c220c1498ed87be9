import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { sendThankYouMails as sendThanks } from './services/reminders/thank-you-mails';

/** The morning after a tour, thanks to the bookings checked in, with the review link if set. */
export const sendThankYouMails = scheduledJob('sendThankYouMails', { retryCount: 1 }, async () => {
  await sendThanks({ db: db(), now: () => new Date() });
});
