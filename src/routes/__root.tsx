import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SiteLayout } from '@/app/layout/site-layout';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
