import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { textSearchParams } from '@/lib/routing/text-search-params';

/** `redirect`: where to go once signed in; checked again (internal paths only) before it is followed. */
const validateSearch = textSearchParams(['redirect'], { maxLength: 500 });

export const Route = createFileRoute('/auth')({
  validateSearch,
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect } = Route.useSearch();
  return <AuthPage redirect={redirect} />;
}
