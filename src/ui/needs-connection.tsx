import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { Icon } from '@/ui/page/icons';

interface NeedsConnectionProps {
  /**
   * What works only online (a booking card, an account page). Replaced by the notice while the
   * device is offline. Without children only the notice is shown, e.g. above a form that stays
   * usable offline so its draft is kept, but whose submit button waits for the connection.
   */
  children?: ReactNode;
  /** Replaces the notice's explanation, e.g. to say that what was typed is kept. */
  message?: ReactNode;
  /** Spacing from the surrounding layout, e.g. "mt-5". */
  className?: string;
}

/**
 * Says clearly that a part of the site needs the network instead of letting it fail. Renders the
 * children online; offline, a notice announced to screen readers.
 */
export function NeedsConnection({ children, message, className = '' }: NeedsConnectionProps) {
  const online = useOnlineStatus();
  if (online) return <>{children}</>;
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900 ${className}`}
    >
      <Icon name="offline" className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" />
      <div>
        <p className="font-semibold">
          <Trans>Serve una connessione a internet</Trans>
        </p>
        <p className="mt-1 text-sm">
          {message ?? (
            <Trans>
              Questa parte del sito funziona solo online. Riprova quando torni in una zona con
              campo: tour, eventi e galleria restano consultabili anche offline.
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
