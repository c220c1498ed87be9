import { ASSOCIATION_INBOX } from './lib/config';
import { mailingJob } from './lib/mailing-job';
import { sendRenewalReminders as sendReminders } from './services/membership/renewal-reminders';

/** Reminds members a month before their membership ends, with a signed one-tap renewal link. */
export const sendRenewalReminders = mailingJob('sendRenewalReminders', (deps) =>
  sendReminders({ ...deps, associationInbox: ASSOCIATION_INBOX.value() }),
);
