import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { primaryButtonClass, ResultLayout, secondaryButtonClass } from './result-layout';

/** /booking-cancelled (requirements §2): nothing was paid; a saved request can be tried again. */
export function BookingCancelledView({ bookingId }: { bookingId: string | undefined }) {
  const reference = bookingId?.slice(0, 8);
  return (
    <ResultLayout heading={<Trans>Prenotazione Annullata</Trans>} tone="neutral">
      <p>
        <Trans>Il pagamento è stato annullato: non ti è stato addebitato nulla.</Trans>
      </p>
      {reference && (
        <div className="rounded-lg border border-stone-200 bg-white p-4">
          <p>
            <Trans>
              Codice della richiesta: <strong className="font-mono">{reference}</strong>
            </Trans>
          </p>
          <p className="mt-2 text-stone-700">
            <Trans>
              La tua richiesta di prenotazione è stata salvata ma non completata. Puoi riprovare
              quando vuoi.
            </Trans>
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/tour" className={primaryButtonClass}>
          <Trans>Scopri i tour</Trans>
        </Link>
        <Link to="/" className={secondaryButtonClass}>
          <Trans>Torna alla home</Trans>
        </Link>
        <Link to="/contatti" className={secondaryButtonClass}>
          <Trans>Contattaci</Trans>
        </Link>
      </div>
    </ResultLayout>
  );
}
