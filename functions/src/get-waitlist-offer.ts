import { siteCallable } from './lib/callable';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { handleGetWaitlistOffer } from './services/waitlist/get-waitlist-offer';

/** The offer behind a waiting-list mail's link: the held date and seats, until when. */
export const getWaitlistOffer = siteCallable(
  'getWaitlistOffer',
  { secrets: WAITLIST_SECRETS },
  (call) => handleGetWaitlistOffer(waitlistDeps(), call),
);
