import { Trans, useLingui } from '@lingui/react/macro';
import { promptInstall, useInstallOffer } from './install-prompt';
import { useIosInstallHint } from './ios-install-hint';
import { NoticeCard } from './notice-card';
import { useRememberedDismissal } from './remembered-dismissal';
import { Icon } from '@/ui/page/icons';

/**
 * Installing the site as an app: a button where the browser offers it (Chromium), a short
 * "Add to Home Screen" hint in Safari on iOS. Either one, once closed, stays closed.
 */
export function InstallOffer() {
  const { t } = useLingui();
  const offered = useInstallOffer();
  const iosHint = useIosInstallHint();
  const [offerDismissed, dismissOffer] = useRememberedDismissal('pwa-install-offer');
  const [hintDismissed, dismissHint] = useRememberedDismissal('pwa-ios-install-hint');

  if (offered && !offerDismissed) {
    return (
      <NoticeCard
        primary={{
          label: <Trans>Installa l’app</Trans>,
          onClick: () => {
            void promptInstall().then((outcome) => {
              if (outcome === 'dismissed') dismissOffer();
            });
          },
        }}
        secondary={{ label: <Trans>Non ora</Trans>, onClick: dismissOffer }}
      >
        <Trans>
          Tour, eventi e galleria sempre a portata di mano, anche dove tra i vigneti non c’è campo.
        </Trans>
      </NoticeCard>
    );
  }

  if (iosHint && !hintDismissed) {
    return (
      <NoticeCard close={{ label: t`Chiudi il suggerimento`, onClick: dismissHint }}>
        <Trans>
          Per installare l’app tocca{' '}
          <Icon name="share" className="inline-block h-4 w-4 align-[-2px]" /> Condividi e poi
          «Aggiungi alla schermata Home».
        </Trans>
      </NoticeCard>
    );
  }

  return null;
}
