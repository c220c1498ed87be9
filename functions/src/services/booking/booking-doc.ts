import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BookingStatus, BookingSummary } from '@/domain/api/booking';
import { isId } from '@/domain/api/ids';
import type { TourId } from '@/domain/tours';
import type { Locale } from '@/domain/locale';
import type { MailDeliveryStatus } from '@functions/services/mail/types';

/** Why staff should look at a booking in the console. */
export type StaffAttentionReason =
  | 'member_not_verified'
  | 'paid_after_release_refunded'
  /** A checkout cancelled before it was paid (left by the visitor, date called off) got paid. */
  | 'paid_after_cancellation_refunded'
  /** A payment arrived after its released seats' date was closed. */
  | 'paid_for_closed_date_refunded'
  /** A cancellation refund was cut to what Stripe had not refunded yet (dashboard refunds). */
  | 'refund_capped_by_earlier_refunds'
  | 'paid_amount_mismatch'
  /** The cancellation refund failed at Stripe; the scheduled job keeps retrying it. */
  | 'refund_failed'
  /** The customer disputed the payment with their bank (`charge.dispute.created`). */
  | 'dispute_opened'
  /** Part of the payment was refunded in the Stripe dashboard; the booking stays as it is. */
  | 'partial_refund_in_dashboard';

/**
 * The refund of a cancelled booking, as staff read it in the console. `status` follows Stripe's
 * refund (pending → succeeded, or failed); `none` when the policy gives nothing back.
 */
export interface BookingRefund {
  percent: 100 | 50 | 0;
  amountCents: number;
  status: 'none' | 'pending' | 'succeeded' | 'failed';
  /** Stripe's refund id, once Stripe accepted the request. */
  id?: string;
  /** Calls made to Stripe; a new idempotency key is used only after a known failure. */
  attempts: number;
  requestedAt: Timestamp;
  lastError?: string;
  nextAttemptAt?: Timestamp;
  succeededAt?: Timestamp;
}

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
    /** When the server received the accepted terms (its own clock). */
    termsAcceptedAt: Timestamp;
    /** What the visitor's device said the time was: kept for reference, never trusted. */
    termsAcceptedAtClient?: string;
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
  /** The signed ticket (src/domain/ticket), issued with the payment: the QR code's content. */
  ticket?: string;
  /** Set by the staff check-in (staffCheckIn): the server's time, and the staff member's uid. */
  checkedInAt?: Timestamp;
  checkedInBy?: string;
  /** The staff device's own time of the scan, kept for reference (offline check-ins), never trusted. */
  checkedInAtDevice?: string;
  expiredAt?: Timestamp;
  cancelledAt?: Timestamp;
  /** Why a booking was cancelled or expired, e.g. `payment_provider_unavailable`. */
  statusReason?: string;
  /** Set when a payment arrived for released seats that were taken since: the money goes back. */
  refundDueAt?: Timestamp;
  refundId?: string;
  refundedAt?: Timestamp;
  /** The refund of a cancellation (by the customer or staff). */
  refund?: BookingRefund;
  /** Who cancelled: `customer` (manage link or my bookings) or `weather` (staff, whole date). */
  cancelledBy?: 'customer' | 'weather';
  /** Total refunded as Stripe reports it (`charge.refunded`), also for dashboard refunds. */
  amountRefundedCents?: number;
  /** When Stripe described the charge that `amountRefundedCents` comes from (its event's time). */
  amountRefundedAsOf?: Timestamp;
  disputeId?: string;
  /** Set by the retention job once the personal fields are gone; null until then. */
  anonymisedAt: Timestamp | null;
  needsStaffAttention: boolean;
  staffAttentionReasons: StaffAttentionReason[];
  confirmationMailQueuedAt?: Timestamp;
  /** The outbox mirrors the confirmation's delivery here (see services/mail). */
  mail?: { confirmation?: MailDeliveryStatus; cancellation?: MailDeliveryStatus };
}

/**
 * The callables check every id they are sent (src/domain/api/ids.ts); this refuses anything else
 * that would still reach here (a Stripe metadata field, a future caller), since a `/` in the id
 * would name a nested document instead of a booking.
 */
export function bookingRef(db: Firestore, bookingId: string) {
  if (!isId(bookingId)) throw new Error('refused to read a booking by a malformed id');
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
