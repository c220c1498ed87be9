import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { UnsentStaffWork } from '@/lib/staff/unsent-before-sign-out';
import { toast } from '@/ui/toast';
import { useSession } from '@/lib/auth/session-context';
import { Icon } from '@/ui/page/icons';

const itemClass =
  'flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-stone-800 hover:bg-vine-100 disabled:opacity-70';

const compactLabel = 'sr-only whitespace-nowrap sm:not-sr-only lg:sr-only';

/** Private pages a signed-out person must leave. */
const PRIVATE_PATH = /^\/(le-mie-prenotazioni|staff)(\/|$)/;

// Only staff with check-ins or waivers still on the device ever see it: not part of the header's code.
const UnsentStaffWorkDialog = lazy(() =>
  import('./unsent-staff-work-dialog').then((module) => ({
    default: module.UnsentStaffWorkDialog,
  })),
);

/**
 * The header's account links: 'Accedi' for visitors; 'Le mie prenotazioni' and 'Esci' when
 * signed in. Where space is short (phones, and beside the full navigation on wide screens) the
 * signed-in words are read by screen readers only, beside an icon with a tooltip.
 */
export function AccountMenu() {
  const { t, i18n } = useLingui();
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const [unsent, setUnsent] = useState<UnsentStaffWork | null>(null);

  // No links until the first session check, so the header never shows the wrong state; an
  // invisible stand-in of the sign-in link (prerendered pages are always 'loading') keeps the
  // header from shifting when the check settles.
  if (loading) {
    return (
      <span aria-hidden="true" className={`${itemClass} invisible`}>
        <Icon name="person" className="h-4.5 w-4.5" />
        <span className="sr-only sm:not-sr-only">{t`Accedi`}</span>
      </span>
    );
  }

  if (!user) {
    return (
      <Link to="/auth" className={itemClass}>
        <Icon name="person" className="h-4.5 w-4.5" />
        <span className="sr-only sm:not-sr-only">{t`Accedi`}</span>
      </Link>
    );
  }

  const signOut = async ({ discardUnsent = false } = {}) => {
    setSigningOut(true);
    setUnsent(null);
    // Signing out is rare: its code stays out of the header's share of every page's first load.
    const messages = import('./auth-error-message');
    try {
      const { signOutHere } = await import('./api/auth-actions');
      const left = await signOutHere({ uid: user.uid, discardUnsent });
      if (left) {
        setUnsent(left);
        return;
      }
      toast.success(t`Disconnessione effettuata con successo`);
      if (PRIVATE_PATH.test(pathname)) await navigate({ to: '/' });
    } catch (error) {
      const { authErrorMessage } = await messages;
      toast.error(authErrorMessage(error, i18n));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="flex items-center gap-1">
      <Link to="/le-mie-prenotazioni" className={itemClass} title={t`Le mie prenotazioni`}>
        <Icon name="person" className="h-4.5 w-4.5" />
        <span className={compactLabel}>{t`Le mie prenotazioni`}</span>
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={signingOut}
        className={itemClass}
        title={t`Esci`}
      >
        <Icon name="signOut" className="h-4.5 w-4.5" />
        <span className={compactLabel}>{t`Esci`}</span>
      </button>
      {unsent && (
        <Suspense fallback={null}>
          <UnsentStaffWorkDialog
            unsent={unsent}
            onStay={() => setUnsent(null)}
            onSignOutAnyway={() => void signOut({ discardUnsent: true })}
          />
        </Suspense>
      )}
    </div>
  );
}
