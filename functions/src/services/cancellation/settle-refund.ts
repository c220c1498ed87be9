import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import {
  bookingRef,
  type BookingDoc,
  type BookingRefund,
} from '@functions/services/booking/booking-doc';
import type { BookingDeps } from '@functions/services/booking/deps';

/** How long one attempt holds the refund, so the scheduled retry never runs beside it. */
const LEASE_MS = 5 * 60_000;
/** After this many failed calls the job stops; the booking stays flagged for staff. */
export const MAX_REFUND_ATTEMPTS = 8;

/** Back-off between retries: 15 min, 30 min, 1 h … up to 12 h. */
function retryDelayMs(attempts: number): number {
  return Math.min(15 * 60_000 * 2 ** (attempts - 1), 12 * 3_600_000);
}

/** Stripe's refund states, in the words the booking keeps. */
function stateOf(refund: Pick<Stripe.Refund, 'status'>): BookingRefund['status'] {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

/** Takes the refund for one attempt, if it is due; answers the attempt number. */
async function claim(deps: BookingDeps, bookingId: string, now: Date) {
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data() as BookingDoc | undefined;
    const refund = booking?.refund;
    if (!booking || !refund || refund.status === 'none' || refund.status === 'succeeded') {
      return null;
    }
    // Stripe accepted it and is still processing: its events decide, not a retry.
    if (refund.status === 'pending' && refund.id) return null;
    if (!refund.nextAttemptAt || refund.nextAttemptAt.toMillis() > now.getTime()) return null;
    const attempt = refund.attempts + 1;
    tx.update(ref, {
      'refund.attempts': attempt,
      'refund.nextAttemptAt': Timestamp.fromMillis(now.getTime() + LEASE_MS),
    });
    return { booking, refund, attempt };
  });
}

/**
 * A refund this booking already has at Stripe (an earlier attempt whose answer was lost), so a
 * retry under a new idempotency key adopts it instead of refunding again.
 */
async function existingRefund(
  deps: BookingDeps,
  paymentIntentId: string,
  bookingId: string,
): Promise<Stripe.Refund | undefined> {
  const list = await deps.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  return list.data.find(
    (refund) =>
      refund.metadata?.['bookingId'] === bookingId &&
      refund.metadata['purpose'] === 'cancellation' &&
      stateOf(refund) !== 'failed',
  );
}

/**
 * Asks Stripe for a cancelled booking's refund and records the answer (refund id, status). The
 * idempotency key is derived from the booking id and the attempt, and a new attempt first looks
 * for a refund already made, so no path refunds twice. A failure keeps the booking cancelled,
 * marks the refund failed, flags it for staff and schedules the next try (retryRefunds).
 */
export async function settleRefund(deps: BookingDeps, bookingId: string): Promise<void> {
  const now = deps.now();
  const claimed = await claim(deps, bookingId, now);
  if (!claimed) return;
  const { booking, refund, attempt } = claimed;
  const ref = bookingRef(deps.db, bookingId);
  try {
    if (!booking.paymentIntentId) throw new Error('no payment intent recorded for this booking');
    const made =
      (attempt > 1 ? await existingRefund(deps, booking.paymentIntentId, bookingId) : undefined) ??
      (await deps.stripe.refunds.create(
        {
          payment_intent: booking.paymentIntentId,
          amount: refund.amountCents,
          reason: 'requested_by_customer',
          metadata: { bookingId, purpose: 'cancellation', percent: String(refund.percent) },
        },
        { idempotencyKey: `booking-${bookingId}-cancellation-refund-${attempt}` },
      ));
    const state = stateOf(made);
    const at = Timestamp.fromDate(deps.now());
    await ref.update({
      'refund.id': made.id,
      'refund.status': state,
      'refund.lastError': FieldValue.delete(),
      'refund.nextAttemptAt':
        state === 'failed' ? Timestamp.fromMillis(now.getTime()) : FieldValue.delete(),
      ...(state === 'succeeded' ? { 'refund.succeededAt': at } : {}),
      updatedAt: at,
    });
    logger.info('cancellation refund made', { bookingId, refundId: made.id, state });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = attempt >= MAX_REFUND_ATTEMPTS;
    await ref.update({
      'refund.status': 'failed',
      'refund.lastError': message.slice(0, 300),
      'refund.nextAttemptAt': giveUp
        ? FieldValue.delete()
        : Timestamp.fromMillis(now.getTime() + retryDelayMs(attempt)),
      needsStaffAttention: true,
      staffAttentionReasons: FieldValue.arrayUnion('refund_failed'),
      updatedAt: Timestamp.fromDate(deps.now()),
    });
    logger.error('cancellation refund failed, flagged for staff', {
      bookingId,
      attempt,
      giveUp,
      error: message,
    });
  }
}

interface RetrySummary {
  retried: number;
}

/**
 * The scheduled retry: every refund that failed (or whose attempt was cut off) and is due again.
 * One `in` filter on one field needs no composite index; refunds to retry are few.
 */
export async function retryDueRefunds(deps: BookingDeps): Promise<RetrySummary> {
  const now = deps.now().getTime();
  const snapshot = await deps.db
    .collection('bookings')
    .where('refund.status', 'in', ['failed', 'pending'])
    .get();
  let retried = 0;
  for (const doc of snapshot.docs) {
    const refund = (doc.data() as BookingDoc).refund;
    if (!refund?.nextAttemptAt || refund.nextAttemptAt.toMillis() > now) continue;
    if (refund.status === 'pending' && refund.id) continue;
    await settleRefund(deps, doc.id);
    retried += 1;
  }
  logger.info('due refunds retried', { retried });
  return { retried };
}
