import { BOOKING_LINK_SECRET, SITE_URL } from './lib/config';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleMyBookings } from './services/my-bookings';

export const myBookings = siteCallable(
  'myBookings',
  { secrets: [BOOKING_LINK_SECRET] },
  (_call, request) =>
    handleMyBookings(
      {
        db: db(),
        now: () => new Date(),
        links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
      },
      request,
    ),
);
