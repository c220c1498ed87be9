import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { remainingSeats } from '@/domain/capacity';
import { capacityOn } from '@/domain/schedule';
import { scheduleForBooked } from '@functions/services/schedules';
import { bookingRef, type BookingDoc, type StaffAttentionReason } from './booking-doc';
import type { BookingDeps } from './deps';
import { issueTicket } from './issue-ticket';
import { refundUnseatablePayment } from './refund';
import { capacityRef } from './seat-hold';
import { sendConfirmationOnce } from './send-confirmation';

type FulfilOutcome = 'paid' | 'already_paid' | 'refunded' | 'ignored';

type Decision = 'paid' | 'already_paid' | 'refund' | 'ignored';

function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const { payment_intent: intent } = session;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
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
  return db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data() as BookingDoc | undefined;
    if (!booking) return 'ignored';
    if (booking.stripeSessionId && booking.stripeSessionId !== session.id) return 'ignored';
    if (booking.status === 'paid') return 'already_paid';
    if (booking.status === 'refunded' || booking.refundDueAt) return 'refund';

    const at = Timestamp.fromDate(now);
    const paymentIntentId = paymentIntentIdOf(session);
    const attention: StaffAttentionReason[] =
      session.amount_total === booking.amountTotalCents ? [] : ['paid_amount_mismatch'];
    const common = {
      stripeSessionId: session.id,
      ...(paymentIntentId ? { paymentIntentId } : {}),
      updatedAt: at,
      ...(attention.length > 0
        ? { needsStaffAttention: true, staffAttentionReasons: FieldValue.arrayUnion(...attention) }
        : {}),
    };
    // The ticket is issued with the payment, in the same write: a paid booking always has one.
    const paid = {
      ...common,
      status: 'paid',
      paidAt: at,
      ticket: await issueTicket(bookingId, booking, now, deps.tickets),
    };
    if (booking.holdsSeats) {
      tx.update(ref, paid);
      return 'paid';
    }
    // The hold was released (expiry, lost session) while the customer was paying.
    const counter = capacityRef(db, booking.tourId, booking.selectedDate);
    const held = ((await tx.get(counter)).data() as { seatsHeld?: number } | undefined)?.seatsHeld;
    // The customer has paid: an unreadable schedule must not lose the booking, so the catalogue's
    // capacity stands in for it here.
    const schedule = await scheduleForBooked(db, booking.tourId, tx);
    const capacity = capacityOn(schedule, booking.selectedDate);
    if (remainingSeats(capacity, held ?? 0) >= booking.participants) {
      tx.set(
        counter,
        {
          tourId: booking.tourId,
          date: booking.selectedDate,
          seatsHeld: (held ?? 0) + booking.participants,
          updatedAt: at,
        },
        { merge: true },
      );
      tx.update(ref, { ...paid, holdsSeats: true });
      return 'paid';
    }
    tx.update(ref, {
      ...common,
      refundDueAt: at,
      needsStaffAttention: true,
      staffAttentionReasons: FieldValue.arrayUnion('paid_after_release_refunded', ...attention),
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
    logger.warn('paid session matches no booking', { bookingId, sessionId: session.id });
    return 'ignored';
  }
  if (decision === 'refund') {
    await refundUnseatablePayment(deps, bookingId);
    return 'refunded';
  }
  if (decision === 'paid') logger.info('booking paid', { bookingId });
  await sendConfirmationOnce(deps, bookingId);
  return decision;
}
