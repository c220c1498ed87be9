import { subHours } from 'date-fns';
import { todayInRome } from '@/domain/calendar';

/**
 * How long after the tour's day ends a check-in or signature the staff phone queued offline on
 * that day is still taken: the phone may only find a network back home, after midnight.
 */
export const OFFLINE_SEND_GRACE_HOURS = 12;

/**
 * Whether a staff phone's check-in or signature belongs to the tour's day (Europe/Rome) by the
 * server's clock: sent on that day, or within OFFLINE_SEND_GRACE_HOURS after it when the phone's
 * own time of the scan (never trusted alone) falls on that day too.
 */
export function onTourDay(tourDate: string, now: Date, deviceTime: string): boolean {
  if (todayInRome(now) === tourDate) return true;
  const device = new Date(deviceTime);
  if (Number.isNaN(device.getTime()) || device > now) return false;
  return (
    todayInRome(subHours(now, OFFLINE_SEND_GRACE_HOURS)) === tourDate &&
    todayInRome(device) === tourDate
  );
}
