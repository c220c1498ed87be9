import { siteCallable } from './lib/callable';
import { KEY_HASH_SECRET } from './lib/config';
import { db } from './lib/firestore';
import { handleVerifyMember } from './services/verify-member';

// Tells whether a name is in the register: every call needs a fresh App Check token.
export const verifyMember = siteCallable(
  { secrets: [KEY_HASH_SECRET], consumeAppCheckToken: true },
  (call) =>
    handleVerifyMember(
      { db: db(), keyHashSecret: KEY_HASH_SECRET.value(), now: () => new Date() },
      call,
    ),
);
