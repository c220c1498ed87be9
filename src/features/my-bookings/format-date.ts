import type { Locale } from '@/i18n/locales';

const intlLocale = (locale: Locale) => (locale === 'it' ? 'it-IT' : 'en-GB');

/** A tour day in words, e.g. 'sabato 28 novembre 2026' / 'Saturday 28 November 2026'. */
export function formatTourDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment in the visitor's own time zone, e.g. '22 nov 2026, 11:05'. */
export function formatMoment(isoTimestamp: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(isoTimestamp));
}
