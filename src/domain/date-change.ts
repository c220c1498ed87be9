/**
 * When a booking may move to another date of its tour by itself: free of charge while cancelling
 * it would still give everything back (more than 72 hours before the start, the refund policy's
 * own boundary), or at any time while a postponement by staff waits for the customer's answer;
 * never once the tour has begun (its start, a check-in), except by a manager giving a reason.
 */
import { differenceInSeconds, subHours } from 'date-fns';
import type { PostponementChoice } from './api/booking-change-view';
import { FULL_REFUND_HOURS, refundPercent } from './refund-policy';
import { tourStartsAt, type Schedule } from './schedule';

/** The last instant (exclusive) a date change is free: the full refund's own limit. */
export function dateChangeDeadline(schedule: Pick<Schedule, 'startTime'>, date: string): Date {
  return subHours(tourStartsAt(schedule, date), FULL_REFUND_HOURS);
}

export function canChangeDateFree(
  schedule: Pick<Schedule, 'startTime'>,
  date: string,
  at: Date,
): boolean {
  return refundPercent(differenceInSeconds(tourStartsAt(schedule, date), at)) === 100;
}

/** What the move rules read of a booking: its date, its postponement and whether it checked in. */
export interface MovableBooking {
  selectedDate: string;
  postponement?: { from: string; to: string | null; choice: PostponementChoice } | undefined;
  /** Set once staff checked the booking in (any value: only its presence counts). */
  checkedInAt?: unknown;
}

/**
 * A postponement's answer as it stands now. A pending answer ends by itself as "kept" once the
 * new date's tour starts or the booking is checked in: from then on the customer has had the
 * tour, and the booking follows the ordinary rules. A booking that did not fit on the new date
 * (`to` null, still on the closed day) keeps its answer open: its tour never ran.
 */
export function postponementChoiceAt(
  booking: MovableBooking,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): PostponementChoice | undefined {
  const postponement = booking.postponement;
  if (!postponement || postponement.choice !== 'pending') return postponement?.choice;
  if (booking.checkedInAt !== undefined) return 'kept';
  if (postponement.to !== null && tourStartsAt(schedule, postponement.to) <= now) return 'kept';
  return 'pending';
}

/** A postponement still waiting for the customer's answer, judged on the clock `now`. */
export function postponementAwaitsAnswer(
  booking: MovableBooking,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): boolean {
  return postponementChoiceAt(booking, schedule, now) === 'pending';
}

/**
 * Whether the booking's tour has been had: checked in, or its date's start has come. A booking
 * left on a postponed (closed) day because it did not fit there has not had its tour.
 */
export function bookingTourBegun(
  booking: MovableBooking,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): boolean {
  if (booking.checkedInAt !== undefined) return true;
  const { postponement } = booking;
  const leftOnClosedDay = postponement?.to === null && postponement.from === booking.selectedDate;
  return !leftOnClosedDay && tourStartsAt(schedule, booking.selectedDate) <= now;
}

/**
 * Whether the customer may move the booking themselves now: never once its tour has begun (a
 * check-in, its start), otherwise while a postponement awaits the answer or while the move is
 * free (more than 72 hours before the start).
 */
export function customerMayMoveNow(
  booking: MovableBooking,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): boolean {
  if (booking.checkedInAt !== undefined) return false;
  if (postponementAwaitsAnswer(booking, schedule, now)) return true;
  return canChangeDateFree(schedule, booking.selectedDate, now);
}
