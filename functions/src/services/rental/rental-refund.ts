import type { Firestore } from 'firebase-admin/firestore';
import {
  bookingRefunds,
  type RefundSource,
  type RefundSubject,
} from '@functions/services/refunds/refund-subject';
import { rentalRef, rentalsCollection } from './rental-docs';
import { RENTAL_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/**
 * A cancelled rental's refund, settled by the same service as a booking's (settleRefund). `kind:
 * rental` on the refund at Stripe routes its events and its credit note to the rental.
 */
export function rentalRefundSubject(db: Firestore, rentalId: string): RefundSubject {
  return {
    ref: rentalRef(db, rentalId),
    path: `rentals/${rentalId}`,
    metadata: { kind: RENTAL_SESSION_KIND, rentalId },
    idempotencyKey: (attempt) => `rental-${rentalId}-cancellation-refund-${attempt}`,
  };
}

export const rentalRefunds = (db: Firestore): RefundSource => ({
  collection: rentalsCollection(db),
  subjectOf: rentalRefundSubject,
});

/**
 * Every kind of cancellation whose refund the scheduled retry looks at: a booking's (base) and a
 * rental's. Listed here, where both are known, since the settler depends on neither.
 */
export const cancellationRefundSources = (db: Firestore): RefundSource[] => [
  bookingRefunds(db),
  rentalRefunds(db),
];
