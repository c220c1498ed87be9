import { Trans } from '@lingui/react/macro';
import { useReleaseCheckout } from '@/features/booking/api/release-checkout';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';

/** /booking-cancelled (requirements §2): nothing was paid; a saved request can be tried again. */
export function BookingCancelledView({ bookingId }: { bookingId: string | undefined }) {
  const reference = bookingId?.slice(0, 8);
  const release = useReleaseCheckout(bookingId);
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
          <p role="status" className="mt-2 text-stone-700">
            {release.isPending && (
              <Trans>Stiamo liberando i posti che erano riservati per te…</Trans>
            )}
            {release.data?.released && (
              <Trans>I posti che erano riservati per te sono di nuovo liberi.</Trans>
            )}
          </p>
        </div>
      )}
      <HomeAndContactLinks toursFirst />
    </ResultLayout>
  );
}
