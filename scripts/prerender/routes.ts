import { TOUR_PAGE_SLUGS } from '../../src/content/tour-pages/tour-page-slugs.ts';

/**
 * Which paths get static HTML. Content routes are prerendered in Italian so search engines and
 * slow phones get the page from HTML; the rest depend on the visitor or on query parameters and
 * get the SPA shell. The tour pages are the one tour route's slugs that have a page of their own
 * (any other slug shows the sample, from the SPA shell).
 */
export const CONTENT_PATHS = [
  '/',
  '/noleggia',
  '/tour',
  ...TOUR_PAGE_SLUGS.map((slug) => `/tour/${slug}` as const),
  '/eventi',
  '/tour-delle-castagne',
  '/eventi/walk-wine-pojega',
  '/eventi/walk-wine-in-villa',
  '/gallery',
  '/contatti',
  '/modulistica',
  '/regala',
  '/termini-e-condizioni',
] as const;

export const SPA_ONLY_PATHS = [
  '/auth',
  '/booking-success',
  '/booking-cancelled',
  // Stripe's return after buying a gift voucher: the code is in its address, never for search engines.
  '/regala/grazie',
  // Stripe's return after paying a rental: the rental's ids are in its address.
  '/noleggia/grazie',
  '/le-mie-prenotazioni',
  // Staff only (claim-gated, noindex); kept offline by the service worker's own route for it.
  '/staff',
  // Opened from the confirmation e-mail's signed link: personal, never for search engines.
  '/gestisci-prenotazione',
  // The rental confirmation's signed link (functions' rental-handle.ts): personal too.
  '/gestisci-noleggio',
  // Opened from the renewal reminder's signed link (src/domain/renewal-link.ts): personal too.
  '/rinnova',
  // A participant's "Firma la liberatoria" link (src/domain/api/waiver.ts, WAIVER_PATH): personal.
  '/liberatoria',
  // A payment's receipt from its signed link (src/domain/api/receipts.ts, RECEIPT_PATH): personal.
  '/ricevuta',
  // The waiting-list mails' "Esci dalla lista" link (src/domain/api/waitlist.ts): personal.
  '/lista-attesa',
  // A gift voucher from its code (src/domain/vouchers/link.ts, VOUCHER_PAGE_PATH): private.
  '/buono',
  // The demo's stand-in policies (src/content/association.ts): never for search engines.
  '/esempi/privacy-policy',
  '/esempi/cookie-policy',
] as const;

/**
 * Where a path's page is written: '/' → 'index.html', '/tour/pojega' → 'tour/pojega.html'.
 * Hosting's cleanUrls serves 'tour/pojega.html' at '/tour/pojega'.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Static paths of the route tree that are in neither list: prerendered by nobody, to be decided. */
export function undecidedPaths(routeTreePaths: readonly string[]): string[] {
  const decided = new Set<string>([...CONTENT_PATHS, ...SPA_ONLY_PATHS]);
  return routeTreePaths.filter((path) => !decided.has(path));
}
