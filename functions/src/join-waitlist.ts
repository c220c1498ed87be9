import { siteCallable } from './lib/callable';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { handleJoinWaitlist } from './services/waitlist/join-waitlist';

/** "Avvisami se si libera un posto": a visitor joins the waiting list of a full date. */
export const joinWaitlist = siteCallable('joinWaitlist', { secrets: WAITLIST_SECRETS }, (call) =>
  handleJoinWaitlist(waitlistDeps(), call),
);
