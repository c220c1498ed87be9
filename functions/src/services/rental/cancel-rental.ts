import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  rentalHandleSchema,
  type CancelRentalResponse,
  type ManageRentalResponse,
} from '@/domain/api/rental';
import { refundAmountCents, refundPercent } from '@/domain/refund-policy';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { rentalRef, toRentalSummary, type RentalDoc } from './rental-docs';
import { rentalOfHandle } from './rental-handle';
import { releaseRentalStock } from './rental-hold';
import { customerMayMoveRental } from './move-rental';
import { queueRentalChangeMailIn } from './rental-change-mails';
import { settleRefund } from '@functions/services/refunds/settle-refund';
import { rentalRefundSubject } from './rental-refund';

/** The refund the terms' 72 h / 24 h ladder gives if the rental is cancelled at `at`. */
export function rentalRefundQuote(rental: RentalDoc, at: Date) {
  const percent = refundPercent(Math.floor((rental.startsAt.toMillis() - at.getTime()) / 1000));
  const paid = rental.amountTotalCents - (rental.amountRefundedCents ?? 0);
  return { percent, amountCents: refundAmountCents(Math.max(0, paid), percent) };
}

const cancellable = (rental: RentalDoc, now: Date) =>
  rental.status === 'paid' && rental.startsAt.toMillis() > now.getTime();

/** manageRental: the rental, what cancelling it now gives back, and whether it may still move. */
export async function manageRental(
  deps: BookingDeps,
  call: CallContext,
): Promise<ManageRentalResponse> {
  const handle = parseInput(rentalHandleSchema, call.data);
  const { rentalId, rental } = await rentalOfHandle(deps, handle, call.uid);
  const now = deps.now();
  return {
    rental: toRentalSummary(rentalId, rental),
    canCancel: cancellable(rental, now),
    refund: { ...rentalRefundQuote(rental, now), state: 'none' },
    canChangeDates: customerMayMoveRental(rental, now),
  };
}

/** Who cancels: the customer (the refund ladder), or staff for bad weather (a full refund). */
export type RentalCancellationCause = 'customer' | 'weather';

/**
 * Cancels a paid rental and refunds it: by the customer before the pick-up, by the same 72 h /
 * 24 h ladder as a tour (src/domain/refund-policy.ts) measured to the pick-up on the server's
 * clock; for bad weather by staff (their callable checks the role and writes the audit entry)
 * in full, at any time before the bikes went out. One commit cancels it, gives its bikes and
 * add-ons back and queues its mail, so only one of two taps refunds.
 */
export async function cancelPaidRental(
  deps: BookingDeps,
  rentalId: string,
  cause: RentalCancellationCause,
  /** Staff's own record of the cancellation (the audit entry), written in the same commit. */
  record?: (batch: WriteBatch, refundCents: number) => void,
): Promise<CancelRentalResponse> {
  const now = deps.now();
  const quoteOf = (rental: RentalDoc) =>
    cause === 'weather'
      ? {
          percent: 100 as const,
          amountCents: rental.amountTotalCents - (rental.amountRefundedCents ?? 0),
        }
      : rentalRefundQuote(rental, now);
  const allowed = (rental: RentalDoc) =>
    cause === 'weather' ? rental.status === 'paid' && !rental.pickedUpAt : cancellable(rental, now);
  const cancelled = await releaseRentalStock(deps.db, rentalId, {
    status: 'cancelled',
    reason: cause === 'weather' ? 'cancelled_for_weather' : 'customer_cancelled',
    now,
    only: allowed,
    extraOf: (rental) => {
      const quote = quoteOf(rental);
      return {
        cancelledBy: cause,
        refund: {
          ...quote,
          status: quote.amountCents > 0 ? 'pending' : 'none',
          attempts: 0,
          requestedAt: Timestamp.fromDate(now),
          // Due at once: should this call stop before Stripe answers, retryRefunds asks again.
          ...(quote.amountCents > 0 ? { nextAttemptAt: Timestamp.fromDate(now) } : {}),
        },
      };
    },
    alsoIn: async (batch, rental) => {
      const refundCents = quoteOf(rental).amountCents;
      await queueRentalChangeMailIn(batch, deps, rentalId, rental, {
        kind: cause === 'weather' ? 'weather' : 'cancelled',
        refundCents,
      });
      record?.(batch, refundCents);
    },
  });
  if (!cancelled) {
    throw failure(
      'failed-precondition',
      'NOT_CANCELLABLE',
      'NOT_CANCELLABLE: not paid, or already picked up',
    );
  }
  // The same rental as the commit read, at the same instant: the refund it recorded.
  const quote = quoteOf(cancelled);
  // A refund Stripe refuses is recorded, flagged for staff and retried (settleRefund).
  if (quote.amountCents > 0) await settleRefund(deps, rentalRefundSubject(deps.db, rentalId));
  const state = (await rentalRef(deps.db, rentalId).get()).data()?.refund?.status ?? 'none';
  logger.info('rental cancelled', { rentalId, cause, percent: quote.percent });
  return { status: 'cancelled', refund: { ...quote, state } };
}

/** cancelRental: the customer's cancellation, by the rental's manage link or as its owner. */
export async function cancelRental(
  deps: BookingDeps,
  call: CallContext,
): Promise<CancelRentalResponse> {
  const handle = parseInput(rentalHandleSchema, call.data);
  const { rentalId } = await rentalOfHandle(deps, handle, call.uid);
  return cancelPaidRental(deps, rentalId, 'customer');
}
