import { FieldValue, Timestamp, type QuerySnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { BookingRefund } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { creditSucceededRefund } from '@functions/services/receipts/credit-refund';
import {
  isCancellationRefundOf,
  type RefundHolder,
  type RefundSource,
  type RefundSubject,
} from './refund-subject';
import { flagForStaff } from '@functions/services/booking-base/attention-flag';
import { errorText } from '@functions/lib/error-text';
import { HOUR_MS, MINUTE_MS } from '@/domain/time-units';

/** How long one attempt holds the refund, so the scheduled retry never runs beside it. */
export const REFUND_LEASE_MS = 5 * 60_000;
/** After this many failed calls the job stops; the booking or rental stays flagged for staff. */
export const MAX_REFUND_ATTEMPTS = 8;

/** Back-off between retries: 15 min, 30 min, 1 h … up to 12 h. */
function retryDelayMs(attempts: number): number {
  return Math.min(15 * MINUTE_MS * 2 ** (attempts - 1), 12 * HOUR_MS);
}

/** Stripe's refund states, in the words the booking and the rental keep. */
function stateOf(refund: Pick<Stripe.Refund, 'status'>): BookingRefund['status'] {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

/** Takes the refund for one attempt, if it is due; answers the attempt number. */
async function claim(deps: BookingDeps, subject: RefundSubject, now: Date) {
  const ref = subject.ref;
  return deps.db.runTransaction(async (tx) => {
    const holder = (await tx.get(ref)).data();
    const refund = holder?.refund;
    if (!holder || !refund || refund.status === 'none' || refund.status === 'succeeded') {
      return null;
    }
    // Stripe accepted it and is still processing: its events decide, not a retry.
    if (refund.status === 'pending' && refund.id) return null;
    if (!refund.nextAttemptAt || refund.nextAttemptAt.toMillis() > now.getTime()) return null;
    const attempt = refund.attempts + 1;
    tx.update(ref, {
      'refund.attempts': attempt,
      'refund.nextAttemptAt': Timestamp.fromMillis(now.getTime() + REFUND_LEASE_MS),
    });
    return { holder, refund, attempt };
  });
}

/** Refunds of the payment at Stripe that count: any not failed or canceled. */
function standing(refunds: Stripe.Refund[]): Stripe.Refund[] {
  return refunds.filter((refund) => stateOf(refund) !== 'failed');
}

/**
 * What Stripe says about the payment before a refund is asked for: a refund of this cancellation
 * already made (an earlier attempt whose answer was lost, so a retry adopts it instead of
 * refunding again), and how much of the charge is still unrefunded (refunds made in the dashboard
 * count, whatever events have or have not arrived yet).
 */
async function paymentAtStripe(deps: BookingDeps, paymentIntentId: string, subject: RefundSubject) {
  const [intent, list] = await Promise.all([
    deps.stripe.paymentIntents.retrieve(paymentIntentId),
    deps.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }),
  ]);
  const counted = standing(list.data);
  const ours = counted.find((refund) => isCancellationRefundOf(subject, refund));
  const refunded = counted.reduce((sum, refund) => sum + refund.amount, 0);
  return { ours, unrefundedCents: Math.max(0, intent.amount_received - refunded) };
}

/**
 * Records Stripe's answer to the refund request. A refund event about the same refund may have
 * been recorded while the answer travelled (`refund.updated` → succeeded, or failed): that state
 * is newer than the answer and is kept.
 */
async function recordAnswer(
  deps: BookingDeps,
  subject: RefundSubject,
  made: Stripe.Refund,
  now: Date,
) {
  const ref = subject.ref;
  await deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data()?.refund;
    const at = Timestamp.fromDate(deps.now());
    const settledByEvent =
      current?.id === made.id && (current.status === 'succeeded' || current.status === 'failed');
    if (settledByEvent) {
      tx.update(ref, { 'refund.lastError': FieldValue.delete(), updatedAt: at });
      return;
    }
    const state = stateOf(made);
    tx.update(ref, {
      'refund.id': made.id,
      'refund.status': state,
      'refund.lastError': FieldValue.delete(),
      'refund.nextAttemptAt':
        state === 'failed' ? Timestamp.fromMillis(now.getTime()) : FieldValue.delete(),
      ...(state === 'succeeded' ? { 'refund.succeededAt': at } : {}),
      updatedAt: at,
    });
  });
}

/**
 * Marks a refund that Stripe has nothing left to give for (earlier refunds made in the dashboard
 * cover it): nothing more is asked of Stripe, and staff are told.
 */
async function recordCapped(deps: BookingDeps, subject: RefundSubject, amountCents: number) {
  const at = Timestamp.fromDate(deps.now());
  await subject.ref.update({
    'refund.amountCents': amountCents,
    ...(amountCents === 0
      ? { 'refund.status': 'none', 'refund.nextAttemptAt': FieldValue.delete() }
      : {}),
    ...flagForStaff('refund_capped_by_earlier_refunds'),
    updatedAt: at,
  });
}

/**
 * Asks Stripe for a cancelled booking's or rental's refund and records the answer (refund id,
 * status). The idempotency key is derived from its id and the attempt, and every attempt first
 * reads the payment's refunds at Stripe, so no path refunds twice and no refund exceeds what is
 * still unrefunded. A failure keeps it cancelled, marks the refund failed, flags it for staff and
 * schedules the next try (retryRefunds). Answers whether this call made the attempt: false when
 * nothing was due or another attempt holds the refund.
 */
export async function settleRefund(deps: BookingDeps, subject: RefundSubject): Promise<boolean> {
  const now = deps.now();
  const claimed = await claim(deps, subject, now);
  if (!claimed) return false;
  const { holder, refund, attempt } = claimed;
  const path = subject.path;
  try {
    if (!holder.paymentIntentId) throw new Error(`no payment intent recorded for ${path}`);
    const stripe = await paymentAtStripe(deps, holder.paymentIntentId, subject);
    let made = stripe.ours;
    if (!made) {
      const amount = Math.min(refund.amountCents, stripe.unrefundedCents);
      if (amount < refund.amountCents) await recordCapped(deps, subject, amount);
      if (amount === 0) {
        logger.warn('cancellation refund covered by earlier refunds', { path });
        return true;
      }
      made = await deps.stripe.refunds.create(
        {
          payment_intent: holder.paymentIntentId,
          amount,
          reason: 'requested_by_customer',
          metadata: {
            ...subject.metadata,
            purpose: 'cancellation',
            percent: String(refund.percent),
          },
        },
        { idempotencyKey: subject.idempotencyKey(attempt) },
      );
    }
    await recordAnswer(deps, subject, made, now);
    await creditSucceededRefund(deps.db, made, deps.now());
    logger.info('cancellation refund made', { path, refundId: made.id, state: made.status });
    return true;
  } catch (error) {
    const message = errorText(error);
    const giveUp = attempt >= MAX_REFUND_ATTEMPTS;
    await recordFailure(deps, subject, {
      message,
      nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempt)),
    });
    logger.error('cancellation refund failed, flagged for staff', {
      path,
      attempt,
      giveUp,
      error: message,
    });
    return true;
  }
}

/**
 * Records a failed attempt, unless a refund event recorded the refund as succeeded meanwhile (the
 * request reached Stripe but its answer was lost): money that went back is never marked failed.
 */
async function recordFailure(
  deps: BookingDeps,
  subject: RefundSubject,
  failure: { message: string; nextAttemptAt: Date | null },
) {
  const ref = subject.ref;
  await deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data()?.refund;
    if (!current || current.status === 'succeeded') return;
    tx.update(ref, {
      'refund.status': 'failed',
      'refund.lastError': failure.message.slice(0, 300),
      'refund.nextAttemptAt': failure.nextAttemptAt
        ? Timestamp.fromDate(failure.nextAttemptAt)
        : FieldValue.delete(),
      ...flagForStaff('refund_failed'),
      updatedAt: Timestamp.fromDate(deps.now()),
    });
  });
}

interface RetrySummary {
  retried: number;
}

/** Of one collection's refunds still open, the ids whose next attempt is due. */
function dueIds(snapshot: QuerySnapshot<RefundHolder>, now: number): string[] {
  return snapshot.docs.flatMap((doc) => {
    let refund: BookingRefund | undefined;
    try {
      refund = doc.data().refund;
    } catch (error) {
      // A malformed document is left for staff (the error names its path); the others are retried.
      logger.error('refund not retried: document unreadable', { error: String(error) });
      return [];
    }
    if (!refund?.nextAttemptAt || refund.nextAttemptAt.toMillis() > now) return [];
    if (refund.status === 'pending' && refund.id) return [];
    return [doc.id];
  });
}

/**
 * The scheduled retry: every refund of the sources' cancellations (bookings, rentals) that failed
 * or whose attempt was cut off, and is due again. One `in` filter on one field needs no composite
 * index; refunds to retry are few.
 */
export async function retryDueRefunds(
  deps: BookingDeps,
  sources: readonly RefundSource[],
): Promise<RetrySummary> {
  const now = deps.now().getTime();
  const due = (
    await Promise.all(
      sources.map(async (source) => {
        const open = await source.collection
          .where('refund.status', 'in', ['failed', 'pending'])
          .get();
        return dueIds(open, now).map((id) => source.subjectOf(deps.db, id));
      }),
    )
  ).flat();
  for (const subject of due) await settleRefund(deps, subject);
  logger.info('due refunds retried', { retried: due.length });
  return { retried: due.length };
}
