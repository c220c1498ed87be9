import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/app/layout/error-page';
import { routeTree } from '@/routeTree.gen';
import { localeRewrite, rememberAddressMode, type AddressMode } from './locale-rewrite';

/**
 * `history` is a memory history when pages are prerendered; the browser's history otherwise.
 * `english`: the page was opened at an English address, so its links stay English (see
 * locale-rewrite.ts).
 */
export function createAppRouter(history?: RouterHistory, { english = false } = {}) {
  const mode: AddressMode = { english };
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    rewrite: localeRewrite(mode),
    defaultPreload: 'intent',
    // The spec wants every change of path to start at the top of the page.
    scrollRestoration: false,
    defaultStructuralSharing: true,
    // Any route's render failure, inside the site's layout when the layout itself still works.
    defaultErrorComponent: ErrorPage,
  });
  rememberAddressMode(router, mode);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
