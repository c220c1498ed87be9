import { onCall } from 'firebase-functions/v2/https';
import { callContext } from './lib/call-context';
import { db } from './lib/firestore';
import { callableMailDeps, MAIL_SECRETS } from './services/mail/mail-settings';
import { handleSubmitMembership } from './services/membership';

export const submitMembership = onCall({ cors: false, secrets: MAIL_SECRETS }, (request) =>
  handleSubmitMembership(callableMailDeps(db()), callContext(request)),
);
