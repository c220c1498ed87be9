import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleSendContactEmail } from './services/contact';
import { callableMailDeps } from './services/mail/mail-settings';

export const sendContactEmail = siteCallable({}, (call) =>
  handleSendContactEmail(callableMailDeps(db()), call),
);
