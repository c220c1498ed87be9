import { todayInRome } from '@/domain/calendar';

/** The year a receipt issued at `now` is numbered in: the association's, in Europe/Rome. */
export function receiptYearAt(now: Date): number {
  return Number(todayInRome(now).slice(0, 4));
}
