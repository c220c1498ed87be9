import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { applicationRef } from '@functions/services/membership/applications';
import type { IssuedReceipt, ReceiptInput } from '@functions/services/receipts/issue-receipt';
import { refundRejectedFee } from './fee-refund';
import { feeReceiptInput, readMemberOf, writeFee } from './fee-record';
import { FEE_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/**
 * What a booking's payment does with its membership-fee line, read in the booking fulfilment's
 * transaction before any of its writes: `receipt` (the fee's, issued beside the booking's) when
 * the fee is recorded on the application as a fee paid alone is; none when the application's fee
 * was paid by another payment meanwhile (or the application is gone): that line is then refunded
 * alone, with no receipt. `write` records the outcome once the receipts are numbered and answers
 * the booking's fields to add. Undefined when the booking pays no fee or its payment was recorded.
 */
export async function readBookingFee(
  tx: Transaction,
  db: Firestore,
  booking: BookingDoc,
  paymentIntentId: string | null,
): Promise<
  | {
      receipt?: ReceiptInput;
      write: (receipt: IssuedReceipt | undefined, now: Date) => Record<string, unknown>;
    }
  | undefined
> {
  const fee = booking.membershipFee;
  if (!fee || fee.receiptId || fee.duplicateRefundDueAt) return undefined;
  const paid = { ...fee, paymentIntentId };
  const application = (await tx.get(applicationRef(db, fee.applicationId))).data();
  if (!application || application.fee) {
    return {
      write: (_receipt, now) => ({
        'membershipFee.duplicateRefundDueAt': Timestamp.fromDate(now),
      }),
    };
  }
  const member = await readMemberOf(tx, db, application);
  return {
    receipt: feeReceiptInput(application, paid, booking.uid),
    write: (receipt, now) => {
      if (!receipt) return {};
      writeFee(tx, db, member, paid, receipt, now);
      return { 'membershipFee.receiptId': receipt.id };
    },
  };
}

/**
 * After the booking's commit, and again on every later fulfilment of the same payment (so a run
 * cut short is finished): a fee paid after the board rejected the application goes back as the
 * rejection's does (refundRejectedFee: once, with its credit note); a second payment of a fee
 * already paid gives back its fee line only (Stripe's idempotency key names the payment).
 */
export async function settleBookingFee(deps: BookingDeps, bookingId: string): Promise<void> {
  const ref = bookingRef(deps.db, bookingId);
  const booking = (await ref.get()).data();
  const fee = booking?.membershipFee;
  if (!fee) return;
  if (fee.receiptId) {
    await refundRejectedFee(deps, fee.applicationId);
    return;
  }
  if (!fee.duplicateRefundDueAt || fee.duplicateRefundId || !booking.paymentIntentId) return;
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: booking.paymentIntentId,
      amount: fee.amountCents,
      reason: 'duplicate',
      metadata: {
        kind: FEE_SESSION_KIND,
        applicationId: fee.applicationId,
        purpose: 'duplicate_fee',
      },
    },
    { idempotencyKey: `booking-fee-duplicate-refund-${booking.paymentIntentId}` },
  );
  await ref.update({ 'membershipFee.duplicateRefundId': refund.id });
  logger.warn('fee line of a booking refunded: the fee was paid already', {
    applicationId: fee.applicationId,
  });
}

/**
 * How much of a booking's charge went back as its membership fee (a rejected application's fee,
 * or a fee line paid twice), read in the caller's transaction: a `charge.refunded` event counts
 * every refund of the charge, and only the rest is the tour's.
 */
export async function feeRefundedOfCharge(
  tx: Transaction,
  db: Firestore,
  booking: BookingDoc,
): Promise<number> {
  const fee = booking.membershipFee;
  if (!fee) return 0;
  if (fee.duplicateRefundDueAt) return fee.amountCents;
  if (!fee.receiptId) return 0;
  const application = (await tx.get(applicationRef(db, fee.applicationId))).data();
  const sameCharge = application?.fee?.paymentIntentId === booking.paymentIntentId;
  return sameCharge && application?.feeRefund ? application.feeRefund.amountCents : 0;
}
