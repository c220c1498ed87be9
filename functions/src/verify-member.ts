import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleVerifyMember } from './services/verify-member';

export const verifyMember = siteCallable({}, (call) =>
  handleVerifyMember({ db: db(), now: () => new Date() }, call),
);
