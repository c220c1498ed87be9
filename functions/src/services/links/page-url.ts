/**
 * The address of a site page with its query, as every mailed link is written: the site's origin
 * from the settings, the page's path (one for both languages: the site's language switch keeps the
 * query), and the parameters, escaped.
 */
export function pageUrl(siteUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
