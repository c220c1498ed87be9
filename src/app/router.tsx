import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/app/layout/error-page';
import { routeTree } from '@/routeTree.gen';

/** `history` is a memory history when pages are prerendered; the browser's history otherwise. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The spec wants every change of path to start at the top of the page.
    scrollRestoration: false,
    defaultStructuralSharing: true,
    // Any route's render failure, inside the site's layout when the layout itself still works.
    defaultErrorComponent: ErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
