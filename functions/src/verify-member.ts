import { onCall } from 'firebase-functions/v2/https';
import { callContext } from './lib/call-context';
import { db } from './lib/firestore';
import { handleVerifyMember } from './services/verify-member';

export const verifyMember = onCall({ cors: false }, (request) =>
  handleVerifyMember({ db: db(), now: () => new Date() }, callContext(request)),
);
