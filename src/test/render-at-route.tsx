import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Locale } from '@/domain/locale';
import { renderWithProviders } from './render-with-providers';

/**
 * Renders a view that links with the router (Link, useSearch) as the only page of a router open at
 * `path`, with the app's providers, and resolves once the router has drawn it.
 */
export async function renderAtRoute(
  path: string,
  view: () => ReactNode,
  { locale = 'it' }: { locale?: Locale } = {},
) {
  const rootRoute = createRootRoute({ component: () => <>{view()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const rendered = await renderWithProviders(<RouterProvider router={router} />, { locale });
  await router.load();
  return rendered;
}
