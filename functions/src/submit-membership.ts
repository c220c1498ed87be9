import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { CALLABLE_MAIL_SECRETS, callableMailDeps } from './services/mail/mail-settings';
import { handleSubmitMembership } from './services/membership';

export const submitMembership = siteCallable(
  'submitMembership',
  { secrets: CALLABLE_MAIL_SECRETS },
  (call) => handleSubmitMembership(callableMailDeps(db()), call),
);
