import { OFFLINE_NOT_FOUND_FILE } from '../prerender/shell-files.ts';

/**
 * Precache key of a built file. Prerendered pages and route shells (dist/tour/pojega.html or
 * dist/tour/pojega/index.html) are keyed by the clean URL visitors navigate to (/tour/pojega),
 * which is also what Firebase Hosting serves them at (cleanUrls, no trailing slash). So a
 * precached page answers its own URL offline. The home page (index.html, matched for "/" by
 * Workbox's directoryIndex) keeps its name.
 */
export function cleanPrecacheUrl(url: string): string {
  if (url === 'index.html') return url;
  if (url.endsWith('/index.html')) return url.slice(0, -'/index.html'.length);
  if (url.endsWith('.html')) return url.slice(0, -'.html'.length);
  return url;
}

/** The not-found page's precache key, answered offline for unknown addresses. */
export const NOT_FOUND_PAGE = cleanPrecacheUrl(OFFLINE_NOT_FOUND_FILE);

/**
 * Keys pages by their clean URL, and makes sure the not-found page is precached: without it the
 * service worker could only fail an unknown address offline.
 */
export function transformPrecacheEntries<Entry extends { url: string }>(entries: Entry[]): Entry[] {
  const cleaned = entries.map((entry) => ({ ...entry, url: cleanPrecacheUrl(entry.url) }));
  if (!cleaned.some((entry) => entry.url === NOT_FOUND_PAGE)) {
    throw new Error(
      `The precache has no ${OFFLINE_NOT_FOUND_FILE}: was the prerender step skipped?`,
    );
  }
  return cleaned;
}
