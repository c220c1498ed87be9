import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { BookingSummary } from '@/domain/api/booking';
import { isId } from '@/domain/api/ids';
import { bookingDocumentSchema } from '@/domain/documents/booking';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';

export type { StaffAttentionReason } from '@/domain/documents/booking';

const bookingSchema = bookingDocumentSchema(timestampSchema);

/** A booking as stored in `bookings/{id}` (its schema: src/domain/documents/booking.ts). */
export type BookingDoc = z.infer<typeof bookingSchema>;
/** The refund of a cancelled booking (`refund` of the booking). */
export type BookingRefund = NonNullable<BookingDoc['refund']>;

/** Every read of `bookings` goes through this: a malformed booking throws, naming its path. */
const bookingConverter = documentConverter(bookingSchema);

/** The `bookings` collection, typed, for queries. */
export function bookingsCollection(db: Firestore): CollectionReference<BookingDoc> {
  return db.collection('bookings').withConverter(bookingConverter);
}

/**
 * The callables check every id they are sent (src/domain/api/ids.ts); this refuses anything else
 * that would still reach here (a Stripe metadata field, a future caller), since a `/` in the id
 * would name a nested document instead of a booking.
 */
export function bookingRef(db: Firestore, bookingId: string): DocumentReference<BookingDoc> {
  if (!isId(bookingId)) throw new Error('refused to read a booking by a malformed id');
  return bookingsCollection(db).doc(bookingId);
}

/** A fresh random id, chosen before the transaction so a retried transaction keeps it. */
export function newBookingId(db: Firestore): string {
  return bookingsCollection(db).doc().id;
}

export async function readBooking(db: Firestore, bookingId: string): Promise<BookingDoc | null> {
  const snapshot = await bookingRef(db, bookingId).get();
  return snapshot.data() ?? null;
}

/** What every view of a booking starts with: which tour, when, for how many, and its state. */
export function bookingHeadline(
  bookingId: string,
  booking: Pick<
    BookingDoc,
    'tourId' | 'tourName' | 'selectedDate' | 'participants' | 'status' | 'currency'
  >,
) {
  return {
    bookingId,
    tourId: booking.tourId,
    tourName: booking.tourName,
    selectedDate: booking.selectedDate,
    participants: booking.participants,
    status: booking.status,
    currency: booking.currency,
  };
}

/** The booking as the success page shows it (bookingSummarySchema), its participants aside. */
export function toBookingSummary(
  bookingId: string,
  booking: BookingDoc,
): Omit<BookingSummary, 'waivers'> {
  return {
    ...bookingHeadline(bookingId, booking),
    customerEmail: booking.customerEmail,
    ...(booking.customerPhone ? { customerPhone: booking.customerPhone } : {}),
    totalAmountCents: booking.amountTotalCents,
    // Shown once the payment recorded it: "Quota associativa 2027 pagata".
    ...(booking.membershipFee?.receiptId
      ? {
          membershipFee: {
            year: booking.membershipFee.year,
            amountCents: booking.membershipFee.amountCents,
          },
        }
      : {}),
  };
}
