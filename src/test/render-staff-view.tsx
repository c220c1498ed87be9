import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from './render-with-providers';

export type CallRecord = { name: string; data: unknown };

/**
 * Answers the callables with `reply` and records each call, in order. The test file mocks
 * `@/lib/firebase/call-function` (`vi.mock(..., () => ({ callFunction: vi.fn() }))`).
 */
export function answerCalls(reply: (name: string, data: unknown) => unknown): CallRecord[] {
  const calls: CallRecord[] = [];
  vi.mocked(callFunction).mockImplementation((async (name: string, data: unknown) => {
    calls.push({ name, data });
    return reply(name, data);
  }) as typeof callFunction);
  return calls;
}

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
