import { Trans } from '@lingui/react/macro';
import { useOnlineStatus } from '@/lib/network/use-online-status';

/** A small pill while the device is offline: the site still works, from what it has kept. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-stone-800 px-3 py-1.5 text-sm text-white shadow-md"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-400" />
      <span>
        <strong className="font-semibold">
          <Trans>Sei offline</Trans>
        </strong>{' '}
        <Trans>Tour, eventi e galleria restano consultabili.</Trans>
      </span>
    </p>
  );
}
