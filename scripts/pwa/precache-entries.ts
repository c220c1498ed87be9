import { APP_SHELL_FILE } from '../prerender/routes.ts';

/** The navigation fallback: the SPA shell written by the prerender step. */
export const NAVIGATE_FALLBACK = APP_SHELL_FILE;

/**
 * Precache key of a built file. Prerendered pages (dist/tour/pojega.html or
 * dist/tour/pojega/index.html) are keyed by the clean URL visitors navigate to (/tour/pojega), which
 * is also what Firebase Hosting serves them at (cleanUrls, no trailing slash). So a precached page
 * answers its own URL offline, and only routes without one fall back to the shell. The home page
 * (index.html, matched for "/" by Workbox's directoryIndex) and the shell keep their names.
 */
export function cleanPrecacheUrl(url: string): string {
  if (url === 'index.html' || url === NAVIGATE_FALLBACK) return url;
  if (url.endsWith('/index.html')) return url.slice(0, -'/index.html'.length);
  if (url.endsWith('.html')) return url.slice(0, -'.html'.length);
  return url;
}

/**
 * Keys prerendered pages by their clean URL, and makes sure the navigation fallback is precached:
 * a build without the prerender step (plain `vite build`) has no separate shell; its index.html is
 * the shell, and Hosting answers the shell's path with it (the catch-all rewrite).
 */
export function transformPrecacheEntries<Entry extends { url: string }>(entries: Entry[]): Entry[] {
  const cleaned = entries.map((entry) => ({ ...entry, url: cleanPrecacheUrl(entry.url) }));
  if (cleaned.some((entry) => entry.url === NAVIGATE_FALLBACK)) return cleaned;
  const index = cleaned.find((entry) => entry.url === 'index.html');
  if (!index) throw new Error('The precache has neither the app shell nor index.html');
  return [...cleaned, { ...index, url: NAVIGATE_FALLBACK }];
}
