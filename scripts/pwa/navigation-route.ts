/**
 * How the service worker answers a navigation that no precached page matches exactly (an address
 * with a query, a parameterised route, an unknown address). Registered after the precache's own
 * route (which answers every precached page at its clean URL) and after the staff page's.
 *
 * - A precached page at the same path (ignoring the query): that page, so `/booking-success?…`
 *   or `/auth?redirect=…` open from their own shells offline.
 * - Otherwise, an address of a parameterised route: its one shell (scripts/prerender/route-shells.ts, PATTERN_SHELLS).
 * - Anything else: the network, so a page deployed after this worker still opens and an unknown
 *   address gets Hosting's real 404; offline, the precached not-found page with status 404.
 *
 * Workbox copies these functions into the worker alone (Function.prototype.toString), so they
 * name everything they use inline; navigation-route.test.ts checks the inlined values against
 * their sources.
 */
import type { RuntimeCaching } from 'workbox-build';

/** Navigations the service worker leaves to the network: callables, Firebase's paths, files. */
export function isAppNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.mode === 'navigate' &&
    !/^\/(?:api|__)\//.test(url.pathname) &&
    !/\/[^/?]+\.[a-z0-9]+$/i.test(url.pathname) &&
    // The staff area has a route of its own (pwa-options.ts).
    !/^\/staff\/?$/.test(url.pathname)
  );
}

export async function answerNavigation({
  request,
  url,
}: {
  request: Request;
  url: URL;
}): Promise<Response> {
  const precached = (path: string) =>
    caches.match(new URL(path, url.origin).href, { ignoreSearch: true });
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  // A route's English address is its path under /en (src/i18n/locale-address.ts); its English
  // shell is precached only as the copy for a visitor who chose English (src/i18n/english-choice.ts).
  const english = path.startsWith('/en/');
  const route = english ? path.slice('/en'.length) : path;
  const shell = /^\/tour\/[^/]+$/.test(route)
    ? '/tour/_sample'
    : /^\/le-mie-prenotazioni\/[^/]+$/.test(route)
      ? '/le-mie-prenotazioni/_booking'
      : undefined;
  const page =
    (await precached(path === '/' ? '/index.html' : path)) ??
    (shell ? await precached((english ? '/localized-files/ALL_xe' : '') + shell) : undefined);
  if (page) return page;
  try {
    return await fetch(request);
  } catch (offline) {
    const notFound = await precached('/_not-found');
    if (!notFound) throw offline;
    return new Response(notFound.body, {
      status: 404,
      statusText: 'Not Found',
      headers: notFound.headers,
    });
  }
}

export const navigationRoute: RuntimeCaching = {
  urlPattern: isAppNavigation,
  handler: answerNavigation,
};
