import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleSendContactEmail } from './services/contact';
import { callableMailDeps, MAIL_SECRETS } from './services/mail/mail-settings';

export const sendContactEmail = siteCallable({ secrets: MAIL_SECRETS }, (call) =>
  handleSendContactEmail(callableMailDeps(db()), call),
);
