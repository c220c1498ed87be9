/**
 * Prerender entry, built with `vite build --ssr` and driven by scripts/prerender: renders one
 * address of the app to HTML in one language, exactly as the browser's first render will (see
 * start-app.tsx), so the page hydrates without a mismatch.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { ROUTE_SHELLS, RouteShellPage } from './app/layout/route-shells';
import { RouteShellContext } from './app/route-shell-context';
import { parseEnv } from './config/env-schema';
import { ASSOCIATION } from './content/association';
import type { Locale } from '@/domain/locale';
import { activateLocale } from '@/i18n/i18n';
import { addressLocale, localeAddress, withoutLocalePrefix } from '@/i18n/locale-address';
import { jsonLdScript } from '@/content/structured-data/common';
import { pageStructuredData } from '@/content/structured-data/page-structured-data';

// Checked here too, so no page is ever prerendered from a bad configuration.
export const SITE_URL = parseEnv(import.meta.env).VITE_SITE_URL.replace(/\/$/, '');
export const SITE_NAME = ASSOCIATION.name;

export interface RenderedPage {
  /** What goes inside #root, with React's hoisted <title>, <meta> and <link> tags in front. */
  html: string;
  /** Ids of the matched routes, root first: their code-split chunks are the page's own. */
  routeIds: string[];
  /** False when the path matched no route, or a route failed to load. */
  ok: boolean;
}

export interface RenderOptions {
  /** Rendered inside the site's layout instead of the route's page (see RouteShellContext). */
  shell?: ReactNode;
  /**
   * The page's language; by default the address's (`/en/…` English, otherwise Italian). A spec
   * address rendered in English is the copy served there to a visitor who chose English: its
   * links stay on the spec's addresses, where those of an `/en/…` page stay under `/en`.
   */
  locale?: Locale;
}

export async function render(
  path: string,
  { shell, locale = addressLocale(path) }: RenderOptions = {},
): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), {
    english: addressLocale(path) === 'en',
  });
  await activateLocale(locale);
  await router.load();
  // prerender (unlike renderToString) waits for any suspended component instead of writing its
  // fallback. No chunk-size limit: React would otherwise move large Suspense boundaries out of
  // order behind inline scripts, which the CSP blocks and crawlers may not run.
  const { prelude } = await prerender(
    <StrictMode>
      <RouteShellContext value={shell ?? null}>
        <App router={router} initialLocale={locale} />
      </RouteShellContext>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const matches = router.state.matches;
  const ok = matches.length > 1 && matches.every((match) => match.status === 'success');
  return { html, routeIds: matches.map((match) => match.routeId), ok };
}

/** Every path the route tree can render without parameters, e.g. '/tour' but not '/tour/$slug'. */
export function staticPaths(): string[] {
  const router = createAppRouter(createMemoryHistory());
  return Object.keys(router.routesByPath)
    .map((path) => path.replace(/(.)\/$/, '$1'))
    .filter((path) => !path.includes('$'));
}

/**
 * The first HTML of a path that is not prerendered: its shell (src/app/layout/route-shells.tsx)
 * inside the site's layout, or the route's own page where it needs nothing of the visitor to
 * render (the payment-cancelled page, the sample tour, the not-found page).
 */
export function renderRouteShell(path: string, locale?: Locale): Promise<RenderedPage> {
  const shell = ROUTE_SHELLS[withoutLocalePrefix(path)];
  return render(path, {
    ...(shell ? { shell: <RouteShellPage shell={shell} /> } : {}),
    ...(locale ? { locale } : {}),
  });
}

/**
 * The <script type="application/ld+json"> of a content page's <head>, in its language, naming
 * its own language's address; undefined for a page without structured data.
 */
export function structuredDataScript(address: string, locale: Locale): string | undefined {
  const route = withoutLocalePrefix(address);
  const data = pageStructuredData(
    route,
    { siteUrl: new URL(SITE_URL).origin, locale, path: localeAddress(route, locale) },
    new Date(),
  );
  return data.length > 0 ? jsonLdScript(data) : undefined;
}
