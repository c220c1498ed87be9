/**
 * robots.txt and sitemap.xml for search engines, written with the pages so they always list
 * exactly what is prerendered, at the configured site address.
 */
import { LOCALES } from '../../src/domain/locale';
import { alternateLinks, localeAddress } from '../../src/i18n/locale-address';

/**
 * Every page in each language, each entry naming all its translations (and x-default) as
 * xhtml:link alternates, the sitemap form of the pages' own hreflang links.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = alternateLinks(path, siteUrl).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${siteUrl}${localeAddress(path, locale)}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private and per-visit pages carry noindex as well; crawlers need not fetch them at all. */
export function robotsTxt(siteUrl: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
