import { siteCallable } from './lib/callable';
import { WAITLIST_SECRETS, waitlistDeps } from './lib/waitlist-runtime';
import { handleLeaveWaitlist } from './services/waitlist/leave-waitlist';

/** "Esci dalla lista": an entry leaves the waiting list; seats it held pass to the next. */
export const leaveWaitlist = siteCallable('leaveWaitlist', { secrets: WAITLIST_SECRETS }, (call) =>
  handleLeaveWaitlist(waitlistDeps(), call),
);
