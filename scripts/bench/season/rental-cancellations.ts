import { HOLD_MINUTES } from '../../../functions/src/services/booking-base/deps';
import type { RentalDoc } from '../../../functions/src/services/rental/rental-docs';
import { MAX_REFUND_ATTEMPTS } from '../../../functions/src/services/refunds/settle-refund';
import { refundAmountCents, refundPercent } from '../../../src/domain/refund-policy';
import type { Random } from './random';
import { at, instantBetween, type Times } from './rental-time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/** How long a failed refund stays open in "Da controllare" before a manager resolves it. */
const OPEN_ATTENTION_DAYS = 14;

/** The refund of a cancellation as settleRefund leaves it: made, nothing due, or refused by Stripe. */
export function cancellationFields(
  random: Random,
  state: 'cancelled' | 'cancelled_weather' | 'refund_failed',
  doc: RentalDoc,
  { id, paidMs, nowMs }: Times,
): Partial<RentalDoc> | null {
  const startsMs = doc.startsAt.toMillis();
  const weather =
    state === 'cancelled_weather' || (state === 'refund_failed' && random.chance(0.5));
  // The customer cancels before the pick-up; staff call the weather off a day or so ahead.
  const cancelledMs = weather
    ? instantBetween(
        random,
        Math.max(paidMs + 10 * MINUTE_MS, startsMs - 36 * HOUR_MS),
        Math.min(nowMs, startsMs + HOUR_MS),
      )
    : instantBetween(random, paidMs + 10 * MINUTE_MS, Math.min(nowMs, startsMs - MINUTE_MS));
  if (cancelledMs === null) return null;
  const percent = weather ? 100 : refundPercent(Math.floor((startsMs - cancelledMs) / 1000));
  const amountCents = weather
    ? doc.amountTotalCents
    : refundAmountCents(doc.amountTotalCents, percent);
  const requested = {
    percent,
    amountCents,
    requestedAt: at(cancelledMs),
  };
  const base = {
    status: 'cancelled' as const,
    holdsStock: false,
    statusReason: weather ? 'cancelled_for_weather' : 'customer_cancelled',
    cancelledAt: at(cancelledMs),
    cancelledBy: weather ? ('weather' as const) : ('customer' as const),
  };
  if (state === 'refund_failed' && amountCents > 0) {
    const open = nowMs - cancelledMs < OPEN_ATTENTION_DAYS * DAY_MS;
    const resolvedMs = Math.min(nowMs, cancelledMs + 2 * DAY_MS);
    return {
      ...base,
      refund: {
        ...requested,
        status: 'failed',
        id: `re_${id}`,
        attempts: open ? random.int(1, MAX_REFUND_ATTEMPTS - 1) : MAX_REFUND_ATTEMPTS,
        lastError: 'Stripe: expired_or_canceled_card',
        // The scheduled retry asks again later; after the last attempt it gives up.
        ...(open ? { nextAttemptAt: at(nowMs + random.int(15, 720) * MINUTE_MS) } : {}),
      },
      ...(open
        ? { needsStaffAttention: true, staffAttentionReasons: ['refund_failed'] }
        : {
            needsStaffAttention: false,
            staffAttentionReasons: [],
            staffAttentionResolvedAt: at(resolvedMs),
            staffAttentionResolvedBy: 'season-manager',
          }),
      updatedAt: at(open ? Math.min(nowMs, cancelledMs + HOUR_MS) : resolvedMs),
    };
  }
  if (amountCents === 0) {
    return {
      ...base,
      refund: { ...requested, status: 'none', attempts: 0 },
      updatedAt: at(cancelledMs),
    };
  }
  const succeededMs = Math.min(nowMs, cancelledMs + MINUTE_MS);
  return {
    ...base,
    refund: {
      ...requested,
      status: 'succeeded',
      id: `re_${id}`,
      attempts: 1,
      succeededAt: at(succeededMs),
    },
    updatedAt: at(succeededMs),
  };
}

/** A checkout that never became a rental: its hold lapsed, or the visitor left Stripe's page. */
export function unpaidFields(
  random: Random,
  state: 'abandoned' | 'expired' | 'refunded',
  { id, createdMs }: Times,
): Partial<RentalDoc> {
  const expiresMs = createdMs + HOLD_MINUTES * MINUTE_MS;
  if (state === 'abandoned') {
    const cancelledMs = createdMs + random.int(1, 25) * MINUTE_MS;
    return {
      status: 'cancelled',
      holdsStock: false,
      statusReason: 'checkout_abandoned',
      cancelledAt: at(cancelledMs),
      updatedAt: at(cancelledMs),
    };
  }
  if (state === 'refunded') {
    // Paid after the expiry job released it, the bikes gone meanwhile: refunded whole, staff told.
    const expiredMs = expiresMs + random.int(0, 14) * MINUTE_MS;
    const paidMs = expiredMs + random.int(1, 25) * MINUTE_MS;
    return {
      status: 'refunded',
      holdsStock: false,
      statusReason: 'hold_timed_out',
      expiredAt: at(expiredMs),
      paymentIntentId: `pi_${id}`,
      refundDueAt: at(paidMs),
      refundId: `re_${id}`,
      refundedAt: at(paidMs + MINUTE_MS),
      updatedAt: at(paidMs + MINUTE_MS),
      needsStaffAttention: true,
      staffAttentionReasons: ['paid_after_release_refunded'],
    };
  }
  const reason = random.weighted({
    hold_timed_out: 60,
    checkout_session_expired: 30,
    replaced_by_new_attempt: 10,
  });
  // The job runs every 15 minutes; Stripe's expiry event comes at once; a new attempt at any time.
  const expiredMs =
    reason === 'replaced_by_new_attempt'
      ? createdMs + random.int(2, 30) * MINUTE_MS
      : expiresMs + random.int(0, reason === 'hold_timed_out' ? 14 : 2) * MINUTE_MS;
  return {
    status: 'expired',
    holdsStock: false,
    statusReason: reason,
    expiredAt: at(expiredMs),
    updatedAt: at(expiredMs),
  };
}
