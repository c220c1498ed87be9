import type { Locale } from '@/i18n/locales';

/**
 * A price for display: whole euros without decimals (80 € / €80), cents only when present.
 * Payment amounts with two decimals use formatEuros from the domain instead.
 */
export function formatPrice(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A rating such as 4,8 (Italian) or 4.8 (English), always with one decimal. */
export function formatRating(value: number, locale: Locale): string {
  return value.toLocaleString(locale === 'it' ? 'it-IT' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
