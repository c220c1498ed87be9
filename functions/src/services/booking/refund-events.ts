import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import {
  readBookingVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';
import { bookingRef, bookingsCollection } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { readSeatCount, releaseSeats } from '@functions/services/seats/seat-counter';
import { feeRefundedOfCharge } from '@functions/services/membership-fee/booking-fee-payment';
import {
  bookingRefundSubject,
  type RefundSubject,
} from '@functions/services/refunds/refund-subject';
import { rentalRefundSubject } from '@functions/services/rental/rental-refund';
import { flagForStaff } from '@functions/services/booking-base/attention-flag';
import { RENTAL_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';
import type { StatusReason } from '@/domain/documents/status-reason';

/**
 * Stripe stays the truth about money: refunds and disputes made outside the product (in the
 * Stripe dashboard, by the bank) are mirrored on the booking, and our own refunds' final states
 * are recorded. Each handler is idempotent: a redelivered event writes the same values.
 */

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The booking paid through this PaymentIntent (one equality filter, no composite index). */
async function bookingIdOfPayment(db: Firestore, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  const found = await bookingsCollection(db)
    .where('paymentIntentId', '==', paymentIntentId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}

/**
 * `charge.refunded`: the charge's refunded total, mirrored on the booking for staff and for the
 * next cancellation's refund (which gives back only what is still paid). Events may arrive out of
 * order, so only a picture of the charge at least as recent as the recorded one replaces it. A
 * paid booking refunded in full in the dashboard becomes `refunded` and gives its seats back; a
 * partial dashboard refund only flags staff. Our own refunds' states are taken from their own
 * events and answers, never inferred from the charge's total, which dashboard refunds also move.
 */
export async function applyChargeRefunded(
  deps: BookingDeps,
  charge: Stripe.Charge,
  eventCreatedSeconds: number,
): Promise<void> {
  const bookingId = await bookingIdOfPayment(deps.db, idOf(charge.payment_intent));
  if (!bookingId) {
    logger.warn('refunded charge matches no booking', { chargeId: charge.id });
    return;
  }
  const ref = bookingRef(deps.db, bookingId);
  const at = Timestamp.fromDate(deps.now());
  const asOf = Timestamp.fromMillis(eventCreatedSeconds * 1000);
  await deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) return;
    const recordedAsOf = booking.amountRefundedAsOf?.toMillis();
    if (recordedAsOf !== undefined && recordedAsOf > asOf.toMillis()) return;
    // A membership fee paid on the same charge and given back is not the tour's refund.
    const tourRefundedCents = Math.max(
      0,
      charge.amount_refunded - (await feeRefundedOfCharge(tx, deps.db, booking)),
    );
    // Stripe dates an event to the second, so two refunds made together (the fee's and the
    // tour's) send pictures of the charge that time cannot order. A charge's refunded total only
    // grows with each refund: of two pictures from the same second, the larger is the later.
    if (
      recordedAsOf === asOf.toMillis() &&
      tourRefundedCents < (booking.amountRefundedCents ?? 0)
    ) {
      return;
    }
    const refundedInDashboard = booking.status === 'paid' && charge.refunded;
    const count =
      refundedInDashboard && booking.holdsSeats
        ? await readSeatCount(tx, deps.db, { tourId: booking.tourId, date: booking.selectedDate })
        : null;
    // A booking refunded whole in the dashboard gives its gift voucher part back too.
    const voucher = refundedInDashboard
      ? await readBookingVoucher(tx, deps.db, booking, 'spent')
      : null;
    const update: Record<string, unknown> = {
      amountRefundedCents: tourRefundedCents,
      amountRefundedAsOf: asOf,
      updatedAt: at,
    };
    if (refundedInDashboard) {
      if (count) releaseSeats(tx, count, booking.participants, at);
      Object.assign(update, {
        ...settleBookingVoucher(tx, voucher, bookingId, booking, 'refund', deps.now()),
        status: 'refunded',
        holdsSeats: false,
        refundedAt: at,
        statusReason: 'refunded_in_stripe' satisfies StatusReason,
      });
    } else if (booking.status === 'paid' && tourRefundedCents > 0) {
      Object.assign(update, flagForStaff('partial_refund_in_dashboard'));
    }
    tx.update(ref, update);
  });
  logger.info('charge refund mirrored on booking', {
    bookingId,
    amountRefunded: charge.amount_refunded,
    fully: charge.refunded,
  });
}

/** The booking or rental a refund of ours belongs to: named in its metadata, or by its payment. */
async function subjectOfRefund(
  db: Firestore,
  refund: Stripe.Refund,
): Promise<RefundSubject | null> {
  const rentalId = refund.metadata?.['rentalId'];
  if (refund.metadata?.['kind'] === RENTAL_SESSION_KIND && rentalId)
    return rentalRefundSubject(db, rentalId);
  const bookingId =
    refund.metadata?.['bookingId'] ?? (await bookingIdOfPayment(db, idOf(refund.payment_intent)));
  return bookingId ? bookingRefundSubject(db, bookingId) : null;
}

/**
 * `refund.updated` (and `refund.created`): the state of a refund of ours, a booking's or a
 * rental's. A refund that failed after Stripe accepted it (a closed card) is flagged for staff
 * and due for the scheduled retry.
 */
export async function applyRefundUpdate(deps: BookingDeps, refund: Stripe.Refund): Promise<void> {
  const subject = await subjectOfRefund(deps.db, refund);
  if (!subject) return;
  const ref = subject.ref;
  const now = deps.now();
  await deps.db.runTransaction(async (tx) => {
    const own = (await tx.get(ref)).data()?.refund;
    if (!own) return;
    const ours =
      own.id === refund.id || (!own.id && refund.metadata?.['purpose'] === 'cancellation');
    if (!ours) return;
    const at = Timestamp.fromDate(now);
    if (refund.status === 'succeeded' && own.status !== 'succeeded') {
      tx.update(ref, {
        'refund.id': refund.id,
        'refund.status': 'succeeded',
        'refund.succeededAt': at,
        'refund.nextAttemptAt': FieldValue.delete(),
        updatedAt: at,
      });
    } else if (refund.status === 'failed' || refund.status === 'canceled') {
      if (own.status === 'failed' && own.id !== refund.id) return;
      tx.update(ref, {
        'refund.status': 'failed',
        'refund.lastError': `Stripe: ${refund.failure_reason ?? refund.status}`,
        'refund.nextAttemptAt': at,
        ...flagForStaff('refund_failed'),
        updatedAt: at,
      });
    } else if (!own.id) {
      tx.update(ref, { 'refund.id': refund.id, updatedAt: at });
    }
  });
}

/** `charge.dispute.created`: the customer's bank disputes the payment; staff must answer it. */
export async function applyDisputeCreated(
  deps: BookingDeps,
  dispute: Stripe.Dispute,
): Promise<void> {
  const bookingId = await bookingIdOfPayment(deps.db, idOf(dispute.payment_intent));
  if (!bookingId) {
    logger.warn('dispute matches no booking', { disputeId: dispute.id });
    return;
  }
  await bookingRef(deps.db, bookingId).update({
    disputeId: dispute.id,
    ...flagForStaff('dispute_opened'),
    updatedAt: Timestamp.fromDate(deps.now()),
  });
  logger.warn('payment disputed, staff flagged', { bookingId, disputeId: dispute.id });
}
