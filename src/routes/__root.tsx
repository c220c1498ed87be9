import { createRootRoute, Outlet } from '@tanstack/react-router';
import { use } from 'react';
import { ErrorPage } from '@/app/layout/error-page';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SiteLayout } from '@/app/layout/site-layout';
import { RouteShellContext } from '@/app/route-shell-context';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  // The layout itself failed: the page stands alone.
  errorComponent: ErrorPage,
});

function RootComponent() {
  const shell = use(RouteShellContext);
  return <SiteLayout>{shell ?? <Outlet />}</SiteLayout>;
}
