import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { capacityOn } from '@/domain/schedule';
import { scheduleForBooked } from '@functions/services/schedules';
import {
  readSeatCount,
  seatsLeft,
  takeSeats,
  type SeatCount,
} from '@functions/services/seats/seat-counter';
import {
  bookingRef,
  readBooking,
  type BookingDoc,
  type StaffAttentionReason,
} from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import type { FulfilOutcome } from '@functions/services/booking-base/fulfil-outcome';
import {
  checkoutTotalCents,
  sessionPayment,
} from '@functions/services/booking-base/stripe-session';
import { issueReceipts } from '@functions/services/receipts/issue-receipt';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';
import { bookingReceiptInput } from './booking-receipt';
import { issueTicket } from './issue-ticket';
import { refundUnseatablePayment } from './refund';
import { sendConfirmationOnce } from './send-confirmation';
import { isMoneySettled } from './settled';
import {
  readBookingVoucher,
  retakeReleasedVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';
import { fulfilRentalSession } from '@functions/services/rental/rental-fulfilment';
import { rentalIdOfSession } from '@functions/services/rental/rental-session';
import { fulfilFeeSession } from '@functions/services/membership-fee/fee-fulfilment';
import { feeOfSession } from '@functions/services/membership-fee/fee-session';
import { sendFeePaidMailOnce } from '@functions/services/membership-fee/fee-mails';
import {
  readBookingFee,
  settleBookingFee,
} from '@functions/services/membership-fee/booking-fee-payment';
import {
  fulfilVoucherPurchase,
  voucherCodeOfSession,
} from '@functions/services/vouchers/fulfil-purchase';
import { flagForStaff } from '@functions/services/booking-base/attention-flag';

type Decision = 'paid' | 'already_paid' | 'refund' | 'ignored';

/**
 * Where a payment for a booking that no longer holds seats goes: back on the date if the date is
 * still open and has room, else refunded in full. A booking cancelled before it was paid (the
 * visitor left the checkout, the date was called off) is never revived: its payment is refunded
 * and it stays cancelled.
 */
async function placeLatePayment(
  tx: Transaction,
  db: Firestore,
  booking: BookingDoc,
): Promise<{ count: SeatCount } | { refund: StaffAttentionReason }> {
  if (booking.status === 'cancelled') return { refund: 'paid_after_cancellation_refunded' };
  // The customer has paid: an unreadable schedule must not lose the booking, so the catalogue's
  // rules stand in for it here.
  const schedule = await scheduleForBooked(db, booking.tourId, tx);
  const count = await readSeatCount(tx, db, {
    tourId: booking.tourId,
    date: booking.selectedDate,
  });
  if (schedule.closedDates.includes(booking.selectedDate)) {
    return { refund: 'paid_for_closed_date_refunded' };
  }
  if (seatsLeft(count, capacityOn(schedule, booking.selectedDate)) < booking.participants) {
    return { refund: 'paid_after_release_refunded' };
  }
  return { count };
}

/** Decides and records the outcome of a paid session in one transaction (no side effects). */
function recordPayment(
  deps: BookingDeps,
  bookingId: string,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<Decision> {
  const { db } = deps;
  const ref = bookingRef(db, bookingId);
  return runReceiptTransaction(db, async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) return 'ignored';
    if (booking.stripeSessionId && booking.stripeSessionId !== session.id) return 'ignored';
    if (booking.status === 'paid') return 'already_paid';
    // A refund decided earlier whose call to Stripe has not been recorded yet: finish it (the
    // idempotency key makes it the same refund).
    if (booking.refundDueAt && !booking.refundId) return 'refund';
    if (isMoneySettled(booking)) return 'ignored';
    const voucher =
      (await readBookingVoucher(tx, db, booking, 'reserved')) ??
      (await readBookingVoucher(tx, db, booking, 'released'));

    const at = Timestamp.fromDate(now);
    const {
      fields: common,
      attention,
      paymentIntentId,
    } = sessionPayment(session, checkoutTotalCents(booking), at);
    const fee = await readBookingFee(tx, db, booking, paymentIntentId);
    // The ticket is issued with the payment, in the same write: a paid booking always has one.
    const paid = async () => ({
      ...common,
      status: 'paid',
      paidAt: at,
      ticket: await issueTicket(bookingId, booking, now, deps.tickets),
    });
    // Money came in, kept or refunded: its receipts are numbered in this commit, after every
    // read of the booking's own and before its writes (a refund then gets its credit note). A
    // membership fee paid on the same Checkout gets its own receipt, and is kept whatever
    // becomes of the tour; the tour's receipt is for the rest of the charge.
    const receipts = async (): Promise<Record<string, unknown>> => {
      const total = session.amount_total ?? 0;
      const feeCents = booking.membershipFee?.amountCents ?? 0;
      const feeReceipt = fee?.receipt && total >= feeCents ? fee.receipt : undefined;
      const tour = { amountCents: total - feeCents, paymentIntentId };
      const inputs = [
        ...(tour.amountCents > 0 ? [bookingReceiptInput(bookingId, booking, tour)] : []),
        ...(feeReceipt ? [feeReceipt] : []),
      ];
      const issued = inputs.length > 0 ? await issueReceipts(tx, db, inputs, now) : [];
      return fee?.write(feeReceipt ? issued.at(-1) : undefined, now) ?? {};
    };
    if (booking.status === 'pending' && booking.holdsSeats) {
      const feeFields = await receipts();
      // The voucher's reserve is spent with the payment, in the same commit.
      const spent = settleBookingVoucher(tx, voucher, bookingId, booking, 'spend', now);
      tx.update(ref, { ...(await paid()), ...spent, ...feeFields });
      return 'paid';
    }
    // The hold was released (expiry, lost session, a cancelled checkout) while the customer paid.
    const placed = await placeLatePayment(tx, db, booking);
    const feeFields = await receipts();
    if ('count' in placed) {
      // Its voucher part was released with it: kept only if the voucher still has that part.
      const retaken = booking.voucher
        ? retakeReleasedVoucher(tx, voucher, bookingId, booking, now)
        : {};
      if (retaken) {
        takeSeats(tx, placed.count, booking.participants, at);
        tx.update(ref, { ...(await paid()), ...retaken, ...feeFields, holdsSeats: true });
        return 'paid';
      }
    }
    const refundReason = 'refund' in placed ? placed.refund : 'paid_after_release_refunded';
    tx.update(ref, {
      ...common,
      ...feeFields,
      refundDueAt: at,
      ...flagForStaff(refundReason, ...attention),
    });
    return 'refund';
  });
}

/**
 * Turns a paid Checkout Session into a paid booking. Safe to run twice and concurrently (the
 * webhook and verifyPayment may race): the transaction decides once, and the side effects after it
 * (refund, confirmation e-mail) are idempotent. A payment for seats that were released and taken
 * since is refunded and flagged for staff, never overbooked.
 */
export async function fulfilCheckoutSession(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
): Promise<FulfilOutcome> {
  // A voucher purchase comes through the same webhook and verifyPayment as a booking.
  if (voucherCodeOfSession(session)) return fulfilVoucherPurchase(deps, session);
  // So does a rental's (its metadata says `kind: 'rental'`).
  if (rentalIdOfSession(session)) return fulfilRentalSession(deps, session);
  // And a membership fee's (`kind: 'fee'`).
  if (feeOfSession(session)) return fulfilFeeSession(deps, session);
  const bookingId = session.metadata?.['bookingId'];
  if (!bookingId) {
    logger.warn('paid session without a booking id ignored', { sessionId: session.id });
    return 'ignored';
  }
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return 'ignored';
  }
  const decision = await recordPayment(deps, bookingId, session, deps.now());
  if (decision === 'ignored') {
    logger.warn('paid session ignored: no such booking, another session, or already settled', {
      bookingId,
      sessionId: session.id,
    });
    return 'ignored';
  }
  // The fee paid on the same Checkout: given back if the board rejected the application meanwhile
  // or it was paid already; run again on every fulfilment, so a run cut short is finished.
  await settleBookingFee(deps, bookingId);
  if (decision === 'refund') {
    await refundUnseatablePayment(deps, bookingId);
    // No confirmation for a tour refunded: the fee, which stays paid, is told by its own mail.
    const fee = (await readBooking(deps.db, bookingId))?.membershipFee;
    if (fee?.receiptId) await sendFeePaidMailOnce(deps, fee.applicationId);
    return 'refunded';
  }
  if (decision === 'paid') logger.info('booking paid', { bookingId });
  await sendConfirmationOnce(deps, bookingId);
  return decision;
}
