/**
 * When a booking may move to another date of its tour by itself: free of charge while cancelling
 * it would still give everything back (more than 72 hours before the start, the refund policy's
 * own boundary), or at any time while a postponement by staff waits for the customer's answer.
 */
import { differenceInSeconds, subHours } from 'date-fns';
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
