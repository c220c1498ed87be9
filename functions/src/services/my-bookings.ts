import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  MY_BOOKINGS_LIMIT,
  type MyBooking,
  type MyBookingsResponse,
} from '../../../src/domain/api/my-bookings';
import type { BookingDoc } from './booking/booking-doc';

/** The fields of `bookings/{id}` a person sees about their own booking. */
type StoredBooking = Pick<
  BookingDoc,
  | 'tourId'
  | 'tourName'
  | 'selectedDate'
  | 'participants'
  | 'participantNames'
  | 'customerName'
  | 'status'
  | 'amountTotalCents'
  | 'currency'
  | 'uid'
  | 'createdAt'
  | 'paidAt'
>;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

function toMyBooking(bookingId: string, booking: StoredBooking): MyBooking {
  return {
    bookingId,
    tourId: booking.tourId,
    tourName: booking.tourName,
    selectedDate: booking.selectedDate,
    participants: booking.participants,
    participantNames: booking.participantNames,
    customerName: booking.customerName,
    status: booking.status,
    amountTotalCents: booking.amountTotalCents,
    currency: booking.currency,
    createdAt: iso(booking.createdAt),
    ...(booking.paidAt ? { paidAt: iso(booking.paidAt) } : {}),
  };
}

/**
 * The bookings made by this uid, newest first. The uid comes from the verified ID token, never
 * from the request. Sorted here rather than by the query: a person has few bookings, and an
 * equality filter alone needs no composite index.
 */
export async function listBookingsOf(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<MyBookingsResponse> {
  const snapshot = await db.collection('bookings').where('uid', '==', uid).get();
  const bookings = snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() as StoredBooking }))
    // Defence in depth: the filter already guarantees it, a copy error must not leak a booking.
    .filter(({ data }) => data.uid === uid)
    .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis())
    .slice(0, MY_BOOKINGS_LIMIT)
    .map(({ id, data }) => toMyBooking(id, data));
  return { bookings, asOf: now.toISOString() };
}
