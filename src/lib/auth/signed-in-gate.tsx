import { useLingui } from '@lingui/react/macro';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useAuthPage } from './session-context';

/**
 * Private pages: shown once a session is known, otherwise the visitor is sent to sign in and
 * brought back here afterwards.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user, loading } = useAuthPage();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The page asked for, kept from the first render: once the redirect starts, the live location
  // is already /auth.
  const [requested] = useState(pathname);
  if (loading) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-12 text-stone-700">
        {t`Caricamento...`}
      </p>
    );
  }
  if (!user) return <Navigate to="/auth" search={{ redirect: requested }} replace />;
  return children;
}
