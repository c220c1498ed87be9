import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '@/app/layout/error-page';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SiteLayout } from '@/app/layout/site-layout';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  // The layout itself failed: the page stands alone.
  errorComponent: ErrorPage,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
