import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Locale } from '@/domain/locale';
import { renderWithProviders } from './render-with-providers';

/**
 * Renders a staff view at an address under /staff (`/staff?vista=…`), on a memory router whose
 * /staff route keeps the search as given, inside the site's providers.
 */
export async function renderStaffView(
  view: () => ReactElement,
  address: string,
  {
    locale,
    beforeLoad,
  }: { locale?: Locale; beforeLoad?: (context: { search: Record<string, string> }) => void } = {},
) {
  const rootRoute = createRootRoute();
  const staffRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/staff',
    validateSearch: (search: Record<string, unknown>) => search as Record<string, string>,
    beforeLoad,
    component: view,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([staffRoute]),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  const rendered = await renderWithProviders(<RouterProvider router={router} />, { locale });
  return { router, ...rendered };
}
