import type { Locale } from '@/i18n/locales';

/** A text (or any value) given in every language of the site; the type makes a missing one an error. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;
