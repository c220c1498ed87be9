import { onCall } from 'firebase-functions/v2/https';
import { db } from './lib/firestore';
import { handleMyBookings } from './services/my-bookings';

export const myBookings = onCall({ cors: false }, (request) =>
  handleMyBookings({ db: db(), now: () => new Date() }, request),
);
