/**
 * The service worker's language script (sw-language-script.ts) and the pages it stands in for.
 * Without aliases: the build's configuration (pwa-options.ts) reads this file.
 */
import { CONTENT_PATHS, pageFile } from '../prerender/routes.ts';

export const SW_LANGUAGE_SCRIPT = 'sw-language.js';

/**
 * The content routes' pages at their /en addresses (en.html, en/tour/pojega.html, …), left out of
 * the precache: offline, the worker answers those addresses with the English copy it keeps for
 * the Italian address, the same page whose links lead to the Italian addresses. Precaching both
 * would add about 190 KiB (gzip) to every install for the same text.
 */
export const ENGLISH_ADDRESS_PAGES: readonly string[] = CONTENT_PATHS.map((path) =>
  pageFile(path === '/' ? '/en' : `/en${path}`),
);
