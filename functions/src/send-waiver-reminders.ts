import { mailingJob } from './lib/mailing-job';
import { sendWaiverReminders as sendReminders } from './services/waiver/waiver-reminders';

/** Reminds bookers 48 hours before the tour of the participants who have not signed the waiver. */
export const sendWaiverReminders = mailingJob('sendWaiverReminders', sendReminders);
