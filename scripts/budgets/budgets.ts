/** The budgets `npm test` holds the build to, in bytes after gzip (kB = 1000 bytes, as Vite reports). */
export const BUDGETS = {
  /**
   * Entry chunk + everything it loads before the page is interactive + the home route's chunks.
   * The goal is 100 kB; the framework's own floor stands above it: react-dom + react +
   * scheduler ≈ 68 kB and the router (core, React bindings, history, store) ≈ 27 kB, Lingui ≈ 3 kB
   * (check-budgets prints the per-package breakdown: 96.4 kB for the framework chunk). What the
   * product adds (~25 kB: the route tree with every route's head, the layout, the home page) must
   * be earned.
   */
  // 122.6 kB once the consent state (issue 15) and the staff and manage routes' heads joined the
  // route tree; 123.0 kB with the header's sign-out warning for staff check-ins not yet sent
  // (issue 13: its dialog is lazy, the 0.2 kB are the header's state and hand-off); 123.52 kB
  // with the loader of the whole stylesheet (issue 17: pages inline only the CSS they use);
  // 122.63 kB once the five tiny modules every page shares joined the app chunk (no more gzip
  // and module glue per chunk).
  homeInitialJs: 122_700,
  /**
   * How many JS files the home page starts with. Each is a request whose setting-up costs the
   * main thread (src/app/preload-route-chunks.ts); 19 before the modules every page shares joined
   * the app chunk (scripts/build-web.ts). A new chunk here should be a deliberate choice.
   */
  homeInitialJsFiles: 14,
  /** Any other content page: its first load may not exceed the home page's budget by more than
   *  its own page code. */
  // The event pages are the heaviest: their page code, and date-fns with @date-fns/tz (3.4 kB)
  // to judge their dates.
  // 165.8 kB while they also evaluated zod up front for the schedule's schema; 140.1 kB
  // (/tour-delle-castagne) since it loads with the stored schedule it checks, after the paint;
  // 134.36 kB since the date picker's day is written with formatISO rather than format, whose
  // pattern parser and English locale (5 kB) every page judging dates loaded.
  contentInitialJs: 134_500,
  /** The two pages whose form is their content (/contatti, /modulistica) hydrate it with its
   *  validation (zod) up front. */
  // 174.6 kB once main's form kit, country lists and consent state landed (/modulistica).
  // 175.0 kB with the header's sign-out warning (issue 13); 175.8 kB with issue 17's start-up;
  // 169.64 kB without date-fns's format (see contentInitialJs).
  formPageInitialJs: 169_800,
  /** The CSS the home page's first paint waits for: the rules its markup uses, inline. */
  homeInitialCss: 6_000,
  /** The whole stylesheet, fetched once a prerendered page has painted. */
  fullStylesheet: 10_000,
  /**
   * Every prerendered page's HTML: it must arrive in a new connection's first round trip. TCP's
   * initial window is 10 segments (about 14.6 kB) and the response's headers take about 1 kB;
   * past it, a phone's network adds a round trip to the first paint (150 ms in Lighthouse's
   * simulation). With the whole stylesheet inline, home and the tours were 13.6–14.2 kB.
   */
  pageHtml: 13_000,
} as const;

export const FORM_PAGES: readonly string[] = ['/contatti', '/modulistica'];

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
