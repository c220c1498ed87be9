import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locale';

/**
 * Every page has one address per language: the spec's address in Italian (`/tour/pojega`) and the
 * same path under `/en` in English (`/en/tour/pojega`, `/en` for the home page), so search
 * engines can crawl and link the English pages. The router sees one route tree: the prefix is
 * taken off before routing and put back on the links of an English address (src/app/router.tsx).
 */
export const ENGLISH_PREFIX = '/en';

/** The language an address is in: English under `/en`, Italian otherwise. */
export function addressLocale(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)
    ? 'en'
    : DEFAULT_LOCALE;
}

/** The route's own path: `/en/tour/pojega` → `/tour/pojega`, `/en` → `/`. */
export function withoutLocalePrefix(pathname: string): string {
  if (addressLocale(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || '/';
}

/** A route's address in a language: `('/tour', 'en')` → `/en/tour`, `('/', 'en')` → `/en`. */
export function localeAddress(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

export interface AlternateLink {
  /** A language code, or `x-default` for the address of a visitor whose language is neither. */
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * The `hreflang` alternates of a route, the same list on each language's copy (search engines
 * ignore a pair that does not point back): every language's address, and Italian, the site's
 * default language, as `x-default`.
 */
export function alternateLinks(path: string, siteUrl: string): AlternateLink[] {
  const absolute = (locale: Locale) => `${siteUrl}${localeAddress(path, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absolute(locale) })),
    { hreflang: 'x-default' as const, href: absolute(DEFAULT_LOCALE) },
  ];
}

/** The canonical URL of a page: its own language's address, never the other's. */
export function canonicalUrl(path: string, locale: Locale, siteUrl: string): string {
  return `${siteUrl}${localeAddress(path, locale)}`;
}
