import { siteCallable } from './lib/callable';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { handleConfirmWaitlist } from './services/waitlist/confirm-waitlist';

/** The first mail's link: one tap puts the entry in line (only then may it get an offer). */
export const confirmWaitlist = siteCallable(
  'confirmWaitlist',
  { secrets: WAITLIST_SECRETS },
  (call) => handleConfirmWaitlist(waitlistDeps(), call),
);
