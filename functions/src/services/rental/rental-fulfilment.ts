import { Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { StaffAttentionReason } from '@/domain/documents/booking';
import { commitOptimistically, writeIfUnchanged } from '@functions/lib/optimistic-commit';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import type { FulfilOutcome } from '@functions/services/booking-base/fulfil-outcome';
import { sessionPayment } from '@functions/services/booking-base/stripe-session';
import { readRental, rentalRef, type RentalDoc } from './rental-docs';
import { readAddOnsOf, readStockOf, rentalSpans, takeStock } from './rental-hold';
import { RentalLedger } from './rental-ledger';
import { sendRentalConfirmationOnce } from './rental-confirmation';
import { issueRentalReceipt } from './rental-receipt';
import { rentalIdOfSession } from './rental-session';
import { issueRentalTicket } from './rental-ticket';
import { flagForStaff } from '@functions/services/booking-base/attention-flag';
import { RENTAL_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

type Decision = 'paid' | 'already_paid' | 'refund' | 'ignored';

/** Whether a rental's money is settled: paid once, or a refund decided; a late event changes nothing. */
function isSettled(rental: RentalDoc): boolean {
  return Boolean(rental.paidAt ?? rental.refundDueAt ?? rental.refundId ?? rental.refund);
}

/**
 * Takes the stock again for a payment that arrived after its hold was released, if it is still
 * free; answers false when it is not (the payment is refunded).
 */
async function retakeStock(
  deps: BookingDeps,
  batch: WriteBatch,
  rentalId: string,
  rental: RentalDoc,
): Promise<boolean> {
  const stock = await readStockOf(deps.db, rental.modelId, batch);
  if (!stock) return false;
  const addOns = await readAddOnsOf(
    deps.db,
    rental.addOns.map((line) => line.addOnId),
    batch,
  );
  const ledger = await RentalLedger.read(deps.db, rentalSpans(rental, stock, addOns));
  try {
    takeStock(ledger, rentalId, rental, stock, addOns);
  } catch {
    return false;
  }
  ledger.write(batch, deps.now());
  return true;
}

/** Decides and records a paid session's outcome in one guarded commit (no side effects). */
function recordPayment(
  deps: BookingDeps,
  rentalId: string,
  session: Stripe.Checkout.Session,
): Promise<Decision> {
  const ref = rentalRef(deps.db, rentalId);
  return commitOptimistically(deps.db, async (batch) => {
    const read: DocumentSnapshot<RentalDoc> = await ref.get();
    const rental = read.data();
    if (!rental) return 'ignored';
    if (rental.stripeSessionId && rental.stripeSessionId !== session.id) return 'ignored';
    if (rental.status === 'paid') return 'already_paid';
    if (rental.refundDueAt && !rental.refundId) return 'refund';
    if (isSettled(rental)) return 'ignored';
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    const { fields: common, attention } = sessionPayment(session, rental.amountTotalCents, at);
    const paid = async () => ({
      ...common,
      status: 'paid',
      paidAt: at,
      holdsStock: true,
      ticket: await issueRentalTicket(rentalId, rental, now, deps.tickets),
    });
    if (rental.status === 'pending' && rental.holdsStock) {
      writeIfUnchanged(batch, ref, read, await paid());
      return 'paid';
    }
    // The hold lapsed while the customer paid: kept if the stock is still free, else refunded.
    const reason: StaffAttentionReason =
      rental.status === 'cancelled'
        ? 'paid_after_cancellation_refunded'
        : 'paid_after_release_refunded';
    if (rental.status !== 'cancelled' && (await retakeStock(deps, batch, rentalId, rental))) {
      writeIfUnchanged(batch, ref, read, await paid());
      return 'paid';
    }
    writeIfUnchanged(batch, ref, read, {
      ...common,
      refundDueAt: at,
      ...flagForStaff(reason, ...attention),
    });
    return 'refund';
  });
}

/** Refunds in full a payment the rental cannot keep; the idempotency key makes it one refund. */
async function refundUnkeptPayment(deps: BookingDeps, rentalId: string): Promise<void> {
  const rental = await readRental(deps.db, rentalId);
  if (!rental?.refundDueAt || rental.refundId || !rental.paymentIntentId) return;
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: rental.paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { kind: RENTAL_SESSION_KIND, rentalId, purpose: 'unkept_payment' },
    },
    { idempotencyKey: `rental-refund-${rentalId}` },
  );
  const at = Timestamp.fromDate(deps.now());
  await rentalRef(deps.db, rentalId).update({
    ...(rental.status === 'cancelled' ? {} : { status: 'refunded', holdsStock: false }),
    refundId: refund.id,
    refundedAt: at,
    updatedAt: at,
  });
  logger.warn('rental payment the stock could not keep refunded, staff flagged', { rentalId });
}

/**
 * Turns a paid Checkout Session into a paid rental, for the webhook and verifyPayment alike: safe
 * to run twice, concurrently and out of order (the commit decides once; the ticket is issued in
 * it; the refund, the receipt and the confirmation mail after it are idempotent).
 */
export async function fulfilRentalSession(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
): Promise<FulfilOutcome> {
  const rentalId = rentalIdOfSession(session);
  if (!rentalId) return 'ignored';
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return 'ignored';
  }
  const decision = await recordPayment(deps, rentalId, session);
  if (decision === 'ignored') {
    logger.warn('paid rental session ignored', { rentalId, sessionId: session.id });
    return 'ignored';
  }
  if (decision === 'refund') {
    await refundUnkeptPayment(deps, rentalId);
    return 'refunded';
  }
  if (decision === 'paid') logger.info('rental paid', { rentalId });
  // Also on a replay: it finishes a run that stopped between the payment's commit and these.
  await issueRentalReceipt(deps, rentalId);
  await sendRentalConfirmationOnce(deps, rentalId);
  return decision;
}
