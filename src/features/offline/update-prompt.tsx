import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CloseButton, NoticeCard, primaryButton, secondaryButton } from './notice-card';
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
        actions={
          <>
            <button
              type="button"
              className={primaryButton}
              disabled={updating}
              onClick={() => void applyUpdate()}
            >
              {updating ? t`Aggiornamento…` : t`Aggiorna`}
            </button>
            {!updating && (
              <button type="button" className={secondaryButton} onClick={dismissUpdate}>
                <Trans>Più tardi</Trans>
              </button>
            )}
          </>
        }
      >
        <Trans>È disponibile una nuova versione del sito.</Trans>
      </NoticeCard>
    );
  }

  if (offlineReady) {
    return (
      <NoticeCard>
        <div className="flex items-start gap-3">
          <p>
            <Trans>
              Il sito è pronto per l’uso offline: tour, eventi e galleria si aprono anche senza
              campo.
            </Trans>
          </p>
          <CloseButton label={t`Chiudi`} onClick={dismissOfflineReady} />
        </div>
      </NoticeCard>
    );
  }

  return null;
}
