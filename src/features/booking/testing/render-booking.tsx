import { screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import type { Locale } from '@/domain/locale';
import { renderWithProviders } from '@/test/render-with-providers';

/**
 * Renders a booking component as the site does: inside the language and query providers, a router
 * (for its links) and the layout's toaster, so notices can be read like a visitor reads them.
 */
export async function renderBooking(
  ui: ReactElement,
  { locale = 'it', path = '/' }: { locale?: Locale; path?: string } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <main data-testid="page">{ui}</main>
        <Toaster />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = await renderWithProviders(<RouterProvider router={router} />, { locale });
  await screen.findByTestId('page');
  return { ...result, router };
}
