import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { StaffRefundChoice } from '@/domain/api/staff-booking-search';
import { postponementAwaitsAnswer } from '@/domain/date-change';
import { canStillCancel, quoteRefund, refundAmountCents } from '@/domain/refund-policy';
import { failure } from '@functions/lib/callable-errors';
import { runContendedTransaction } from '@functions/lib/firestore';
import {
  bookingRef,
  type BookingDoc,
  type BookingRefund,
} from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { stillPaidCents } from '@functions/services/booking/settled';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { composeCancellationMail } from '@functions/services/mail/templates/booking-cancellation-mail';
import { scheduleForBooked } from '@functions/services/schedules';
import { readSeatCount, releaseSeats } from '@functions/services/seats/seat-counter';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { bookingRefundSubject } from '@functions/services/refunds/refund-subject';
import { settleRefund } from '@functions/services/refunds/settle-refund';
import {
  readBookingVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';
import type { StatusReason } from '@/domain/documents/status-reason';

/** The booking's `statusReason` for each cause of a cancellation. */
const STATUS_REASONS = {
  customer: 'cancelled_by_customer',
  weather: 'tour_date_cancelled_weather',
  membership_rejected: 'membership_rejected',
  postponed: 'tour_date_postponed_refund',
  staff: 'cancelled_by_staff',
} as const satisfies Record<string, StatusReason>;

/**
 * Who or what cancels: the customer (the policy's refund), staff calling the date off for bad
 * weather, the board rejecting the membership application a provisional booking was made on, or
 * the customer of a date postponed for bad weather answering "full refund" (these three a full
 * refund), or a manager (the policy's refund or one they chose).
 */
export type CancelCause = keyof typeof STATUS_REASONS;

/** What a manager's cancellation adds: the refund they chose, and its record in the audit log. */
export interface StaffCancelOptions {
  refund: StaffRefundChoice;
  /** Called in the cancelling transaction, so the record and the cancellation commit together. */
  record: (tx: Transaction, booking: BookingDoc, refund: BookingRefund) => void;
}

/**
 * The refund a manager chose, on what is still paid: a share (rounded up, as the policy's), or
 * an amount no higher than what is still paid (REFUND_ABOVE_PAID otherwise).
 */
function chosenRefund(
  choice: StaffRefundChoice,
  paidCents: number,
  policy: { percent: number },
): { percent: number; amountCents: number } {
  if (choice.kind === 'policy') {
    return { percent: policy.percent, amountCents: refundAmountCents(paidCents, policy.percent) };
  }
  if (choice.kind === 'percent') {
    return { percent: choice.percent, amountCents: refundAmountCents(paidCents, choice.percent) };
  }
  if (choice.amountCents > paidCents) {
    throw failure(
      'invalid-argument',
      'REFUND_ABOVE_PAID',
      'REFUND_ABOVE_PAID: the refund is more than what is still paid',
      { fields: ['refund.amountCents'] },
    );
  }
  const percent = paidCents === 0 ? 0 : Math.round((choice.amountCents * 100) / paidCents);
  return { percent, amountCents: choice.amountCents };
}

export interface CancelOutcome {
  /** False when the booking was already cancelled (or refunded): nothing was done twice. */
  changed: boolean;
  /** With `onDate`: the booking had left that date or was no longer paid; nothing was done. */
  skipped?: boolean;
  booking: BookingDoc;
}

/** What a date-wide caller expects of the booking it listed, checked in the transaction. */
export interface CancelExpectation {
  /** The booking is cancelled only while it is still on this date. */
  onDate?: string;
}

const cancellationMailId = (bookingId: string) => `booking-${bookingId}-cancellation`;

const notCancellable = (why: string) =>
  failure('failed-precondition', 'NOT_CANCELLABLE', `NOT_CANCELLABLE: ${why}`);

/**
 * Cancels a paid booking: ONE transaction re-reads it, computes the refund on the server clock
 * from the domain policy (a weather cancellation refunds everything), marks it `cancelled`, gives
 * its seats back and queues the customer's e-mail. Only the caller whose transaction changed the
 * booking goes on to ask Stripe for the refund, so a second or concurrent cancel never refunds
 * twice (and the idempotency key covers a retried request).
 */
export async function cancelPaidBooking(
  deps: BookingDeps,
  bookingId: string,
  cause: CancelCause,
  staff?: StaffCancelOptions,
  expect?: CancelExpectation,
): Promise<CancelOutcome> {
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  // The transaction releases seats on the date's counter, which every other cancellation, answer
  // and offer of that date updates too (five customers taking a postponement's refund at once).
  const outcome = await runContendedTransaction(deps.db, async (tx): Promise<CancelOutcome> => {
    const booking = (await tx.get(ref)).data();
    if (!booking) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking');
    // A date called off is refunded only for the bookings still paid on it (the list it walks
    // may be stale: one moved away or cancelled meanwhile keeps its seats and money as they are).
    if (
      expect?.onDate !== undefined &&
      (booking.selectedDate !== expect.onDate || booking.status !== 'paid')
    ) {
      return { changed: false, skipped: true, booking };
    }
    if (booking.status === 'cancelled' || booking.status === 'refunded') {
      return { changed: false, booking };
    }
    if (booking.status !== 'paid') throw notCancellable(`the booking is ${booking.status}`);
    // A paid booking must stay cancellable when its schedule is unreadable: the catalogue's
    // start time stands in, as fulfilment does for capacity.
    const schedule = await scheduleForBooked(deps.db, booking.tourId, tx);
    // A postponement's refund is the customer's answer to it: given once, never after they
    // chose to keep the new date, and never once the answer ended by itself (the new date's
    // tour started, or the booking was checked in: it counts as kept).
    if (cause === 'postponed' && !postponementAwaitsAnswer(booking, schedule, now)) {
      return { changed: false, booking };
    }
    // The policy applies to what the customer still has paid: a part refunded earlier in the
    // Stripe dashboard is not given back a second time.
    const paidCents = stillPaidCents(booking);
    const quote = quoteRefund({ paidCents, date: booking.selectedDate }, schedule, now);
    if (cause === 'customer' && !canStillCancel(quote.startsAt, now)) {
      throw notCancellable('the tour has already started');
    }
    const share = cause === 'customer' || cause === 'staff' ? quote.percent : 100;
    const { percent, amountCents } = staff
      ? chosenRefund(staff.refund, paidCents, quote)
      : { percent: share, amountCents: refundAmountCents(paidCents, share) };
    const count = booking.holdsSeats
      ? await readSeatCount(tx, deps.db, { tourId: booking.tourId, date: booking.selectedDate })
      : null;
    // The part a gift voucher paid goes back to the voucher whole; the card's follows the policy.
    const voucher = await readBookingVoucher(tx, deps.db, booking, 'spent');

    const at = Timestamp.fromDate(now);
    const refund: BookingRefund = {
      percent,
      amountCents,
      status: amountCents > 0 ? 'pending' : 'none',
      attempts: 0,
      requestedAt: at,
      ...(amountCents > 0 ? { nextAttemptAt: at } : {}),
    };
    if (count) releaseSeats(tx, count, booking.participants, at);
    const cancelled: Partial<BookingDoc> = {
      status: 'cancelled',
      holdsSeats: false,
      cancelledAt: at,
      cancelledBy: cause,
      statusReason: STATUS_REASONS[cause],
      refund,
      updatedAt: at,
    };
    tx.update(ref, {
      ...cancelled,
      ...settleBookingVoucher(tx, voucher, bookingId, booking, 'refund', now),
      ...(cause === 'postponed'
        ? { 'postponement.choice': 'refund', 'postponement.answeredAt': at }
        : {}),
    });
    await queueMailAbout(
      tx,
      ref,
      'cancellation',
      composeCancellationMail(bookingId, booking, refund, cause),
      { dedupeKey: cancellationMailId(bookingId), now },
    );
    staff?.record(tx, booking, refund);
    return { changed: true, booking: { ...booking, ...cancelled } };
  });
  if (!outcome.changed) return outcome;
  logger.info('booking cancelled, seats released', {
    bookingId,
    cause,
    percent: outcome.booking.refund?.percent,
  });
  // The freed seats go to the date's waiting list at once (offer-freed-seats.ts); never throws.
  await offerFreedSeatsLater(deps, {
    tourId: outcome.booking.tourId,
    date: outcome.booking.selectedDate,
  });
  // The mail queued above is sent by the outbox's trigger; a refund failure is recorded and retried.
  await settleRefund(deps, bookingRefundSubject(deps.db, bookingId));
  // The refund's outcome as recorded; the booking as cancelled should it be unreadable now.
  const latest = (await ref.get()).data() ?? outcome.booking;
  return { changed: true, booking: latest };
}
