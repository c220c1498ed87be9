import { siteCallable } from './lib/callable';
import { KEY_HASH_SECRET } from './lib/config';
import { db } from './lib/firestore';
import { handleVerifyMember } from './services/verify-member';

// Tells whether a name is in the register: every call needs a fresh App Check token (limited-use).
export const verifyMember = siteCallable('verifyMember', { secrets: [KEY_HASH_SECRET] }, (call) =>
  handleVerifyMember(
    { db: db(), keyHashSecret: KEY_HASH_SECRET.value(), now: () => new Date() },
    call,
  ),
);
