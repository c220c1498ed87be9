import { HOLD_MINUTES } from '../../../functions/src/services/booking-base/deps';
import { feePayerOf } from '../../../functions/src/services/membership-fee/fee-record';
import type { ApplicationDoc } from '../../../functions/src/services/membership/applications';
import { receiptIdOf } from '../../../functions/src/services/receipts/issue-receipt';
import type { Random } from './random';
import { at } from './staff-records-time';
import { MINUTE_MS } from '../../../src/domain/time-units';

/** The fee's Checkout as createFeeCheckout leaves it on the application. */
function feeCheckout(random: Random, fee: { year: number; amountCents: number }, openedMs: number) {
  const sessionId = `cs_test_${random.id(24)}`;
  return {
    attempt: 1,
    ...fee,
    expiresAt: at(openedMs + HOLD_MINUTES * MINUTE_MS),
    sessionId,
    url: `https://checkout.stripe.com/c/pay/${sessionId}`,
  };
}

/**
 * The application's fee as its applicant left it before `payableUntilMs`: paid online as
 * verifyPayment records it, its Checkout abandoned, or never opened.
 */
export function payFee(
  random: Random,
  id: string,
  doc: ApplicationDoc,
  fee: { year: number; amountCents: number },
  createdMs: number,
  payableUntilMs: number,
): void {
  const paidMs = createdMs + random.int(3, 40) * MINUTE_MS;
  const payable = paidMs < payableUntilMs;
  const paying = random.weighted({ paid: 55, abandoned: 15, none: 30 });
  if (paying === 'paid' && payable) {
    doc.feeCheckout = feeCheckout(random, fee, paidMs - 2 * MINUTE_MS);
    doc.fee = {
      ...fee,
      paymentIntentId: `pi_${random.id(24)}`,
      paidAt: at(paidMs),
      receiptId: receiptIdOf({ kind: 'fee', feeYear: fee.year, ...feePayerOf(id, doc) }),
      // Numbered by numberFees, in the order the fees were paid.
      receiptNumber: '',
    };
    doc.feeMailQueuedAt = at(paidMs);
  } else if (paying === 'abandoned' && payable) {
    doc.feeCheckout = feeCheckout(random, fee, paidMs);
  }
}

/** A rejected application's paid fee, refunded with the decision (rejectApplication). */
export function refundFee(random: Random, doc: ApplicationDoc, decidedMs: number): void {
  if (!doc.fee) return;
  doc.feeRefund = {
    amountCents: doc.fee.amountCents,
    dueAt: at(decidedMs),
    refundId: `re_${random.id(24)}`,
    refundedAt: at(decidedMs + MINUTE_MS),
  };
  doc.feeRefundMailQueuedAt = at(decidedMs + MINUTE_MS);
}
