import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import type { MembershipState } from '@/features/booking/card/booking-form-state';
import { buttonClass } from '@/ui/button-class';
import { FormsPageLink } from './forms-page-link';
import { messageFor } from '@/lib/errors/error-messages';
import type { RenewalState } from './use-renewal';

const linkClass = 'font-medium text-vine-700 underline underline-offset-2';

/**
 * What the register said about the entered name (§8). A name not found or a lapsed membership
 * keeps the booking blocked (docs/architecture.md, "Decisions on the spec's conflicting
 * readings"), so each says what the visitor can do instead.
 */
export function MembershipCheckResult({
  membership,
  renewal,
  onRenew,
}: {
  membership: MembershipState;
  renewal: RenewalState;
  onRenew: () => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const check = membership.check;
  switch (check.kind) {
    case 'idle':
    case 'verifying':
      return null;
    case 'verified':
      return (
        <span className="text-vine-700">
          <span aria-hidden="true">✓ </span>
          <Trans>Iscrizione verificata</Trans>
        </span>
      );
    case 'not-found':
      return (
        <span className="text-wine-700">
          <Trans>
            Nessun socio registrato con questo nome. Controlla di averlo scritto come nella tua
            iscrizione, oppure <FormsPageLink>iscriviti dalla pagina Modulistica</FormsPageLink> o{' '}
            <Link to="/contatti" className={linkClass}>
              contattaci
            </Link>
            .
          </Trans>
        </span>
      );
    case 'applied':
      return (
        <span className="text-vine-700">
          <span aria-hidden="true">✓ </span>
          <Trans>Domanda inviata: in attesa di delibera</Trans>
        </span>
      );
    case 'application-received':
      return (
        <span className="text-stone-800">
          <Trans>
            Domanda ricevuta. Ti scriveremo via e-mail quando il consiglio direttivo ti avrà
            ammesso: la prenotazione resta salvata su questo dispositivo e potrai completarla
            allora.
          </Trans>
        </span>
      );
    case 'lapsed': {
      const sending = renewal.kind === 'sending';
      const renew = (
        <>
          <span className="mt-2 block">
            <button
              type="button"
              onClick={onRenew}
              disabled={sending}
              aria-busy={sending}
              className={buttonClass('primary', 'small')}
            >
              {sending ? t`Invio in corso...` : t`Rinnova l'iscrizione`}
            </button>
          </span>
          {renewal.kind === 'failed' && (
            <span className="mt-1 block text-wine-700">
              {i18n._(messageFor(renewal.failure, 'renewal'))}
            </span>
          )}
        </>
      );
      if (check.checkedFor === null) {
        return (
          <span className="text-wine-700">
            <Trans>La tua iscrizione è scaduta: rinnovala per prenotare.</Trans> {renew}
          </span>
        );
      }
      const date = formatDayMonthYear(check.checkedFor, locale);
      return (
        <span className="text-wine-700">
          <Trans>La tua iscrizione non è valida per il {date}: rinnovala per prenotare.</Trans>{' '}
          {renew}
        </span>
      );
    }
    case 'error': {
      // Said on the name field itself (membership-box.tsx).
      if (check.failure === 'hidden-characters') return null;
      return (
        <span className="text-wine-700">{i18n._(messageFor(check.failure, 'memberCheck'))}</span>
      );
    }
  }
}
