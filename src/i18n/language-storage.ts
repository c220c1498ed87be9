import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale';
import { LANGUAGE_STORAGE_KEY } from './locales';

/** The saved choice, or Italian. Safe where storage is missing (prerender) or blocked (privacy mode). */
export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be full or forbidden; the choice then lasts for this visit only.
  }
}
