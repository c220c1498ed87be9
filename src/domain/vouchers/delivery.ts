import { romeInstant } from '@/domain/calendar';
import { DAY_MS } from '@/domain/time-units';

/** A scheduled delivery may be set at most this far ahead (a birthday next year, not later). */
export const VOUCHER_DELIVERY_MAX_DAYS_AHEAD = 366;

/** The hour a delivery is set for, as a clock time ('08:00'). */
export function deliveryClockTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The instant a delivery set for `date` (YYYY-MM-DD) at `hour` o'clock Italian time means. */
export function deliveryInstant(date: string, hour: number): Date {
  return romeInstant(date, deliveryClockTime(hour));
}

export type DeliveryProblem = 'in_past' | 'too_far';

/** A chosen delivery moment judged on the server's clock: later than now, within a year. */
export function deliveryProblem(at: Date, now: Date): DeliveryProblem | null {
  if (at.getTime() <= now.getTime()) return 'in_past';
  if (at.getTime() - now.getTime() > VOUCHER_DELIVERY_MAX_DAYS_AHEAD * DAY_MS) {
    return 'too_far';
  }
  return null;
}
