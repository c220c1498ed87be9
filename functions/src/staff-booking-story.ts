import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { BOOKING_LINK_SECRET, SITE_URL } from './lib/config';
import { db } from './lib/firestore';
import { handleStaffBookingStory } from './services/booking-search/booking-story';

/** Staff only: one booking and its story as a timeline (with a manager's link to its receipt). */
export const staffBookingStory = siteCallable(
  'staffBookingStory',
  { secrets: [BOOKING_LINK_SECRET] },
  (_call, request) =>
    handleStaffBookingStory(
      {
        db: db(),
        auth: adminAuth(),
        now: () => new Date(),
        links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
      },
      request,
    ),
);
