/**
 * Prerender entry, built with `vite build --ssr` and driven by scripts/prerender: renders one path
 * of the app to HTML in Italian, exactly as the browser's first render will (see main.tsx), so the
 * page hydrates without a mismatch.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { DEFAULT_LOCALE } from './i18n/locales';

export interface RenderedPage {
  /** What goes inside #root, with React's hoisted <title>, <meta> and <link> tags in front. */
  html: string;
  /** 404 when no route matched the path. */
  status: number;
}

export async function render(path: string): Promise<RenderedPage> {
  const router = createAppRouter(
    createQueryClient(),
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} initialLocale={DEFAULT_LOCALE} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const notFound = router.state.matches.some((match) => match.globalNotFound);
  return { html, status: notFound ? 404 : 200 };
}

/** Every path the route tree can render without parameters, e.g. '/tour/pojega' but not '/tour/$id'. */
export function staticPaths(): string[] {
  const router = createAppRouter(createQueryClient(), createMemoryHistory());
  return Object.keys(router.routesByPath)
    .map((path) => path.replace(/(.)\/$/, '$1'))
    .filter((path) => !path.includes('$'));
}
