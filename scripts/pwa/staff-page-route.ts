/**
 * The service worker's route for the staff area's page. Not precached (its response carries its
 * own headers from firebase.json: the camera's Permissions-Policy and its CSP), it is kept from
 * the network: NetworkFirst, so every online visit refreshes the copy and one without a signal
 * opens the last one. The area stores the first visit's page itself, once the worker is active
 * (src/features/staff/offline-ready/keep-staff-page.ts): that navigation came before the worker.
 *
 * Every address of the area (`/staff?vista=giornata&data=…`) is kept and looked up under the one
 * key `/staff`: a single copy, always the latest, found offline whatever the query. Workbox copies
 * these functions into the worker alone, so they name what they use inline (checked against the
 * constants in staff-page-route.test.ts).
 */
import type { RuntimeCaching } from 'workbox-build';
import { STAFF_PAGE_CACHE } from '../../src/features/staff/offline-ready/staff-page-cache.ts';

export function isStaffPageNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && /^\/staff\/?$/.test(url.pathname);
}

/** Workbox's cacheKeyWillBeUsed: the same key for reading and writing, the query left out. */
export async function staffPageCacheKey({ request }: { request: Request }): Promise<string> {
  return new URL('/staff', request.url).href;
}

export const staffPageRoute: RuntimeCaching = {
  urlPattern: isStaffPageNavigation,
  handler: 'NetworkFirst',
  options: {
    cacheName: STAFF_PAGE_CACHE,
    networkTimeoutSeconds: 4,
    cacheableResponse: { statuses: [200] },
    plugins: [{ cacheKeyWillBeUsed: staffPageCacheKey }],
  },
};
