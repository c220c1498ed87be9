import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleMyBookings } from './services/my-bookings';

export const myBookings = siteCallable({}, (_call, request) =>
  handleMyBookings({ db: db(), now: () => new Date() }, request),
);
