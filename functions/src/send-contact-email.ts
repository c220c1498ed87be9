import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleSendContactEmail } from './services/contact';
import { CALLABLE_MAIL_SECRETS, callableMailDeps } from './services/mail/mail-settings';

export const sendContactEmail = siteCallable(
  'sendContactEmail',
  { secrets: CALLABLE_MAIL_SECRETS },
  (call) => handleSendContactEmail(callableMailDeps(db()), call),
);
