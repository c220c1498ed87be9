import { mailingJob } from './lib/mailing-job';
import { sendDayBeforeReminders as sendReminders } from './services/reminders/day-before-reminders';

/** The day before a tour, from `settings/mail` reminderTime: where, when, what to bring, the ticket. */
export const sendDayBeforeReminders = mailingJob('sendDayBeforeReminders', sendReminders);
