import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NoticeCard } from './notice-card';
import {
  applyUpdate,
  dismissOfflineReady,
  dismissUpdate,
  useServiceWorkerState,
} from './service-worker';

const OFFLINE_READY_VISIBLE_MS = 8000;

/** Offers the new version when one is waiting; says once when the site works offline. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const { needRefresh, updating, offlineReady } = useServiceWorkerState();

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_READY_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  if (needRefresh) {
    return (
      <NoticeCard
        primary={{
          label: updating ? t`Aggiornamento…` : t`Aggiorna`,
          onClick: () => void applyUpdate(),
          disabled: updating,
        }}
        secondary={
          updating ? undefined : { label: <Trans>Più tardi</Trans>, onClick: dismissUpdate }
        }
      >
        <Trans>È disponibile una nuova versione del sito.</Trans>
      </NoticeCard>
    );
  }

  if (offlineReady) {
    return (
      <NoticeCard close={{ label: t`Chiudi`, onClick: dismissOfflineReady }}>
        <Trans>
          Il sito è pronto per l’uso offline: tour, eventi e galleria si aprono anche senza campo.
        </Trans>
      </NoticeCard>
    );
  }

  return null;
}
