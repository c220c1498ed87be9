import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { callableMailDeps, MAIL_SECRETS } from './services/mail/mail-settings';
import { handleSubmitMembership } from './services/membership';

export const submitMembership = siteCallable({ secrets: MAIL_SECRETS }, (call) =>
  handleSubmitMembership(callableMailDeps(db()), call),
);
