/**
 * robots.txt and sitemap.xml for search engines, written with the pages so they always list
 * exactly what is prerendered, at the configured site address.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
