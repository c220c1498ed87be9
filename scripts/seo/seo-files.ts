import { CONTENT_PATHS, SPA_ONLY_PATHS } from '../prerender/routes';

/** Absolute URL of a path on the site, without a trailing slash except for the root. */
export function siteUrlOf(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** Every content route (the prerendered ones); private and result pages stay out. */
export function buildSitemap(siteUrl: string, paths: readonly string[] = CONTENT_PATHS): string {
  const urls = paths
    .map((path) => `  <url><loc>${siteUrlOf(siteUrl, path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read everything but the account and payment-result pages. */
export function buildRobots(siteUrl: string): string {
  const disallowed = SPA_ONLY_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallowed}\n\nSitemap: ${siteUrlOf(siteUrl, '/sitemap.xml')}\n`;
}
