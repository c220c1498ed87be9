import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffBookingStory } from './services/booking-search/booking-story';

/** Staff only: one booking and its story as a timeline. */
export const staffBookingStory = siteCallable('staffBookingStory', {}, (_call, request) =>
  handleStaffBookingStory({ db: db(), auth: adminAuth(), now: () => new Date() }, request),
);
