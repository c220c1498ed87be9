import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  bookingRef,
  bookingsCollection,
  type BookingRefund,
} from '@functions/services/booking-base/booking-doc';

/** What the refund settler reads of a cancelled booking or rental (both keep the same refund). */
export interface RefundHolder {
  refund?: BookingRefund | undefined;
  paymentIntentId?: string | undefined;
}

/**
 * A cancelled booking or rental whose refund settleRefund asks Stripe for: where it is stored,
 * and how its cancellation's refund is named at Stripe (metadata, idempotency key) so a later
 * attempt, an event or a credit note recognises it.
 */
export interface RefundSubject {
  ref: DocumentReference<RefundHolder>;
  /** `bookings/…` or `rentals/…`, for logs and the audit log. */
  path: string;
  /** Names it on the refund at Stripe, beside `purpose: cancellation`. */
  metadata: Record<string, string>;
  idempotencyKey: (attempt: number) => string;
}

/** A collection whose cancellations are refunded: its open refunds, and a subject for each. */
export interface RefundSource {
  collection: Query<RefundHolder>;
  subjectOf: (db: Firestore, id: string) => RefundSubject;
}

/** Whether a refund at Stripe is this subject's cancellation refund (made by any attempt). */
export const isCancellationRefundOf = (
  subject: RefundSubject,
  refund: Pick<Stripe.Refund, 'metadata'>,
) =>
  refund.metadata?.['purpose'] === 'cancellation' &&
  Object.entries(subject.metadata).every(([key, value]) => refund.metadata?.[key] === value);

export function bookingRefundSubject(db: Firestore, bookingId: string): RefundSubject {
  return {
    ref: bookingRef(db, bookingId),
    path: `bookings/${bookingId}`,
    metadata: { bookingId },
    idempotencyKey: (attempt) => `booking-${bookingId}-cancellation-refund-${attempt}`,
  };
}

export const bookingRefunds = (db: Firestore): RefundSource => ({
  collection: bookingsCollection(db),
  subjectOf: bookingRefundSubject,
});
