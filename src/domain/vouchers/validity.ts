import { todayInRome } from '@/domain/calendar';
import { addMonthsToDay } from '@/domain/rome-time';

/** Months a voucher is valid from its purchase when `settings/vouchers` does not say. */
export const DEFAULT_VOUCHER_VALIDITY_MONTHS = 24;

/**
 * The last day (YYYY-MM-DD, Europe/Rome) a voucher bought at `purchasedAt` can be used: the same
 * day `months` later (the month's last day where it has no such day).
 */
export function voucherValidUntil(purchasedAt: Date, months: number): string {
  return addMonthsToDay(todayInRome(purchasedAt), months);
}

/** How far ahead a manager may extend a validity, in years from today. */
export const VOUCHER_EXTEND_MAX_YEARS = 5;

/** The latest last day a validity may be extended to on `now` (the dialog's and the server's). */
export function latestExtensionDay(now: Date): string {
  return addMonthsToDay(todayInRome(now), 12 * VOUCHER_EXTEND_MAX_YEARS);
}

/** Whether a voucher valid until `validUntil` (inclusive, in Rome) can still be used `now`. */
export function isVoucherValidOn(validUntil: string, now: Date): boolean {
  return todayInRome(now) <= validUntil;
}
