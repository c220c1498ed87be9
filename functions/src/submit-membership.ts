import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { callableMailDeps } from './services/mail/mail-settings';
import { handleSubmitMembership } from './services/membership';

export const submitMembership = siteCallable({}, (call) =>
  handleSubmitMembership(callableMailDeps(db()), call),
);
