import { STAFF_PAGE_CACHE, STAFF_PAGE_PATH } from './staff-page-cache';

/** Whether /staff opens on this phone without a connection. */
export type PageKept = 'kept' | 'preparing' | 'missing' | 'unsupported';

export const canKeepPages = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

const keptPage = () => caches.match(STAFF_PAGE_PATH, { cacheName: STAFF_PAGE_CACHE });

/** The page's own scripts (the entry module): it starts offline only if they are on the device. */
function ownScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
    .map((match) => new URL(match[1] ?? '', window.location.origin))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.href);
}

/**
 * A kept page is usable when the code it names is in the service worker's precache: a copy kept
 * before an update the phone has since taken names files the new version no longer holds.
 */
async function usable(page: Response | undefined): Promise<boolean> {
  if (!page) return false;
  const scripts = ownScripts(await page.text());
  const found = await Promise.all(scripts.map((script) => caches.match(script)));
  return scripts.length > 0 && found.every((answer) => answer !== undefined);
}

/**
 * Keeps the staff area's page for offline use from its first visit. The worker's own route keeps
 * /staff when a navigation goes through it, but the first visit's navigation happened before the
 * worker was installed: once the worker is active (its precache, the area's code included, is
 * complete), the page fetches its own address and stores the answer, headers and all, where the
 * route looks for it. Later online visits refresh it through the route (NetworkFirst).
 */
export async function keepStaffPage(): Promise<'kept' | 'missing'> {
  await navigator.serviceWorker.ready;
  if (await usable(await keptPage())) return 'kept';
  try {
    // Not a navigation, so no route of the worker answers it: Hosting's own answer, its headers
    // (Permissions-Policy, CSP) and its language (the cookie goes with it) as a navigation gets.
    const response = await fetch(STAFF_PAGE_PATH, { cache: 'no-cache' });
    if (response.status !== 200 || response.redirected) return 'missing';
    const cache = await caches.open(STAFF_PAGE_CACHE);
    await cache.put(STAFF_PAGE_PATH, response);
  } catch {
    return 'missing';
  }
  return (await usable(await keptPage())) ? 'kept' : 'missing';
}
