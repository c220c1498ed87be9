/**
 * The terms' cancellation policy as one pure function, used by the manage page, the server and the
 * e-mails: "more than 72 h before, full refund; 72 h to 24 h, 50%; under 24 h or no-show, none".
 * Time is measured to the second up to the tour's start in Europe/Rome (schedule `startTime`), so
 * a daylight-saving change between now and the tour counts as the hour it really is.
 *
 * Boundaries, as the terms read: exactly 72 h before is no longer "more than 72 h", so it gets
 * 50%; exactly 24 h before is not yet "under 24 h", so it still gets 50%.
 */
import { differenceInSeconds } from 'date-fns';
import { tourStartsAt, type Schedule } from './schedule';

export const FULL_REFUND_HOURS = 72;
export const HALF_REFUND_HOURS = 24;

export type RefundPercent = 100 | 50 | 0;

export interface RefundQuote {
  percent: RefundPercent;
  /** What goes back to the card, in cents, rounded up (in the customer's favour). */
  amountCents: number;
  /** When the tour leaves (ISO), the instant the policy measures to. */
  startsAt: string;
}

const HOUR_SECONDS = 3600;

/** The percentage due when cancelling `secondsBefore` the start (negative: already started). */
export function refundPercent(secondsBefore: number): RefundPercent {
  if (secondsBefore > FULL_REFUND_HOURS * HOUR_SECONDS) return 100;
  if (secondsBefore >= HALF_REFUND_HOURS * HOUR_SECONDS) return 50;
  return 0;
}

/** The share of `paidCents` a percentage gives back, never rounded against the customer. */
export function refundAmountCents(paidCents: number, percent: number): number {
  return Math.ceil((paidCents * percent) / 100);
}

/** The refund for a booking of `paidCents` on `date`, cancelled at the instant `at`. */
export function quoteRefund(
  booking: { paidCents: number; date: string },
  schedule: Pick<Schedule, 'startTime'>,
  at: Date,
): RefundQuote {
  const startsAt = tourStartsAt(schedule, booking.date);
  const percent = refundPercent(differenceInSeconds(startsAt, at));
  return {
    percent,
    amountCents: refundAmountCents(booking.paidCents, percent),
    startsAt: startsAt.toISOString(),
  };
}

/** Whether a booking can still be cancelled (and its manage link used): the tour has not left. */
export function canStillCancel(startsAt: string | Date, at: Date): boolean {
  return new Date(startsAt).getTime() > at.getTime();
}
