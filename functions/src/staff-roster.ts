import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { TICKET_SIGNING_KEY } from './lib/config';
import { db } from './lib/firestore';
import { handleStaffRoster } from './services/staff/roster';

/** Staff only: one day's bookings of every tour, with the key that verifies tickets offline. */
export const staffRoster = siteCallable(
  'staffRoster',
  { secrets: [TICKET_SIGNING_KEY] },
  (_call, request) =>
    handleStaffRoster(
      {
        db: db(),
        auth: adminAuth(),
        now: () => new Date(),
        ticketSigningKey: TICKET_SIGNING_KEY.value(),
      },
      request,
    ),
);
