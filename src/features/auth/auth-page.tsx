import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useAuthPage } from '@/lib/auth/session-context';
import { NeedsConnection } from '@/ui/needs-connection';
import { PageMeta } from '@/ui/page-meta';
import { firebaseAuthActions, type AuthActions } from './api/auth-actions';
import { AuthCard } from './auth-card';
import { safeRedirectPath } from './safe-redirect';

interface AuthPageProps {
  /** The `redirect` search parameter: where a signed-in person goes (an internal path only). */
  redirect?: string | undefined;
  actions?: AuthActions;
}

/** /auth: a signed-in person is sent on (home by default); everyone else gets the card. */
export function AuthPage({ redirect, actions = firebaseAuthActions }: AuthPageProps) {
  const { t } = useLingui();
  const { user, loading } = useAuthPage();
  if (!loading && user) return <Navigate to={safeRedirectPath(redirect)} replace />;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <PageMeta title={t`Accedi al tuo Account`} />
      <NeedsConnection className="mb-4" />
      <AuthCard actions={actions} />
    </div>
  );
}
