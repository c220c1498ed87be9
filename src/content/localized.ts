import type { Locale } from '@/domain/locale';

/** A text (or any value) given in every language of the site; the type makes a missing one an error. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;
