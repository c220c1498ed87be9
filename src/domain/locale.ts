/** The site's languages: Italian first (the default and the source of every UI string). */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** Intl's locale for each language: British English writes the day before the month, as Italian. */
export const INTL_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Where the association lives and its tours happen: its calendar days and times are Rome's. */
export const ASSOCIATION_TIME_ZONE = 'Europe/Rome';
