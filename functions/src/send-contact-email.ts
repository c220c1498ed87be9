import { onCall } from 'firebase-functions/v2/https';
import { callContext } from './lib/call-context';
import { db } from './lib/firestore';
import { handleSendContactEmail } from './services/contact';
import { callableMailDeps, MAIL_SECRETS } from './services/mail/mail-settings';

export const sendContactEmail = onCall({ cors: false, secrets: MAIL_SECRETS }, (request) =>
  handleSendContactEmail(callableMailDeps(db()), callContext(request)),
);
