import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BookingStatus, BookingSummary } from '@/domain/api/booking';
import type { TourId } from '@/domain/tours';
import type { Locale } from '@/domain/locale';
import type { MailDeliveryStatus } from '@functions/services/mail/types';

/** Why staff should look at a booking in the console. */
export type StaffAttentionReason =
  'member_not_verified' | 'paid_after_release_refunded' | 'paid_amount_mismatch';

/**
 * A booking as stored in `bookings/{id}`: readable field names, Firestore Timestamps and integer
 * cents, because staff read these documents in the Firebase console.
 */
export interface BookingDoc {
  tourId: TourId;
  /** The catalogue's display name at booking time. */
  tourName: string;
  selectedDate: string;
  participants: number;
  participantNames: string[];
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  additionalNotes: string;
  locale: Locale;
  gating: {
    isMember: boolean;
    termsAccepted: boolean;
    termsVersion: string;
    termsAcceptedAt: Timestamp;
    medicalCertDeclared: boolean;
    memberNameEntered: string;
    /** Set by the server from the register, never taken from the client. */
    memberMatch: 'found' | 'not_found';
    memberId: string | null;
  };
  unitAmountCents: number;
  amountTotalCents: number;
  currency: 'eur';
  status: BookingStatus;
  /** Whether this booking's participants are currently counted in `capacity/{tourId}_{date}`. */
  holdsSeats: boolean;
  uid?: string;
  stripeSessionId?: string;
  paymentIntentId?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the seat hold lapses; the Checkout Session expires at the same instant. */
  expiresAt: Timestamp;
  paidAt?: Timestamp;
  expiredAt?: Timestamp;
  cancelledAt?: Timestamp;
  /** Why a booking was cancelled or expired, e.g. `payment_provider_unavailable`. */
  statusReason?: string;
  /** Set when a payment arrived for released seats that were taken since: the money goes back. */
  refundDueAt?: Timestamp;
  refundId?: string;
  refundedAt?: Timestamp;
  needsStaffAttention: boolean;
  staffAttentionReasons: StaffAttentionReason[];
  confirmationMailQueuedAt?: Timestamp;
  /** The outbox mirrors the confirmation's delivery here (see services/mail). */
  mail?: { confirmation?: MailDeliveryStatus };
}

export function bookingRef(db: Firestore, bookingId: string) {
  return db.collection('bookings').doc(bookingId);
}

/** A fresh random id, chosen before the transaction so a retried transaction keeps it. */
export function newBookingId(db: Firestore): string {
  return db.collection('bookings').doc().id;
}

export async function readBooking(db: Firestore, bookingId: string): Promise<BookingDoc | null> {
  const snapshot = await bookingRef(db, bookingId).get();
  return snapshot.exists ? (snapshot.data() as BookingDoc) : null;
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

/** The booking as the success page shows it (bookingSummarySchema). */
export function toBookingSummary(bookingId: string, booking: BookingDoc): BookingSummary {
  return {
    ...bookingHeadline(bookingId, booking),
    customerEmail: booking.customerEmail,
    ...(booking.customerPhone ? { customerPhone: booking.customerPhone } : {}),
    totalAmountCents: booking.amountTotalCents,
  };
}
