import { addMonthsToDay, todayInRome } from '@/domain/calendar';

/** Months a voucher is valid from its purchase when `settings/vouchers` does not say. */
export const DEFAULT_VOUCHER_VALIDITY_MONTHS = 24;

/**
 * The last day (YYYY-MM-DD, Europe/Rome) a voucher bought at `purchasedAt` can be used: the same
 * day `months` later (the month's last day where it has no such day).
 */
export function voucherValidUntil(purchasedAt: Date, months: number): string {
  return addMonthsToDay(todayInRome(purchasedAt), months);
}

/** Whether a voucher valid until `validUntil` (inclusive, in Rome) can still be used `now`. */
export function isVoucherValidOn(validUntil: string, now: Date): boolean {
  return todayInRome(now) <= validUntil;
}
