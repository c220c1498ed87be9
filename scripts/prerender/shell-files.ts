/**
 * Where the route shells go (route-shells.ts writes them): without aliases, so the service
 * worker's configuration (scripts/pwa) can read it while Vite loads its config.
 */
import { pageFile, SPA_ONLY_PATHS } from './routes.ts';

/** Served by Hosting, with status 404, for every address without a file or a rewrite. */
export const NOT_FOUND_FILE = '404.html';
/**
 * The service worker's copy of the not-found page: Hosting answers /404 itself with status 404,
 * and a precache entry answered 404 fails the worker's install; this address is answered 200.
 */
export const OFFLINE_NOT_FOUND_FILE = '_not-found.html';
/** The path the not-found page is rendered for: a path no route matches. */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * Parameterised routes: one shell stands for all their addresses. `source` is the Hosting glob
 * (firebase.json rewrites; `*` is one path segment) and `pattern` the same for the service worker;
 * `path` is an address of the route whose page is written, at pageFile(path).
 */
export const PATTERN_SHELLS = [
  // Any slug without a page of its own shows the spec's sample tour: a real page, prerendered.
  { source: '/tour/*', pattern: /^\/tour\/[^/]+$/, path: '/tour/_sample' },
  // One booking's ticket: private, its shell says it is loading.
  {
    source: '/le-mie-prenotazioni/*',
    pattern: /^\/le-mie-prenotazioni\/[^/]+$/,
    path: '/le-mie-prenotazioni/_booking',
  },
] as const;

/**
 * The shells at their /en addresses, left out of the precache as the content pages' are
 * (scripts/pwa/sw-language-file.ts): offline, the service worker answers those addresses with
 * the English copy it keeps for the Italian address.
 */
export const ENGLISH_ADDRESS_SHELLS: readonly string[] = [
  ...SPA_ONLY_PATHS,
  ...PATTERN_SHELLS.map((shell) => shell.path),
].map((path) => pageFile(`/en${path}`));
