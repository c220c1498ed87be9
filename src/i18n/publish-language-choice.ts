import {
  ENGLISH_CHOICE_COOKIE,
  ENGLISH_CHOICE_REGION,
  LANGUAGE_CACHE,
  LANGUAGE_CACHE_KEY,
} from './english-choice';
import type { Locale } from '@/domain/locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that makes Hosting serve the English copies, or its removal. */
export function languageCookie(locale: Locale): string {
  const value = locale === 'en' ? ENGLISH_CHOICE_REGION : '';
  const maxAge = locale === 'en' ? YEAR_SECONDS : 0;
  return `${ENGLISH_CHOICE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * Tells the parts that serve the first HTML which language the visitor chose (see
 * english-choice.ts): Hosting through a cookie, the service worker through the Cache API. Local
 * storage stays the choice's own record (language-storage.ts); these two follow it.
 */
export async function publishLanguageChoice(locale: Locale): Promise<void> {
  document.cookie = languageCookie(locale);
  try {
    const cache = await caches.open(LANGUAGE_CACHE);
    await cache.put(LANGUAGE_CACHE_KEY, new Response(locale));
  } catch {
    // No Cache API (an insecure origin) or no space: the worker then serves Italian offline.
  }
}
