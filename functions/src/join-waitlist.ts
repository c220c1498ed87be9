import { siteCallable } from './lib/callable';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { handleJoinWaitlist } from './services/waitlist/join-waitlist';

/** "Avvisami se si libera un posto": a visitor joins the waiting list of a full date. */
export const joinWaitlist = siteCallable(
  { secrets: WAITLIST_SECRETS, consumeAppCheckToken: true },
  (call) => handleJoinWaitlist(waitlistDeps(), call),
);
