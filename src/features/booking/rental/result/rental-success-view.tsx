import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RentalSummary } from '@/domain/api/rental';
import { formatEuros, formatLongDate, formatTime } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';
import { VerifyingPayment } from '@/ui/page/verifying-payment';
import { useVerifyRentalPayment } from '@/features/booking/api/verify-rental-payment';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-700">{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

interface RentalSuccessViewProps {
  sessionId: string | undefined;
  rentalId: string | undefined;
  /** The ticket's QR code: drawn by the my-bookings feature, handed in by the route. */
  renderTicket: (ticket: string) => ReactNode;
}

/** /noleggia/grazie: checks the payment once, then the rental, its pick-up and its QR ticket. */
export function RentalSuccessView({ sessionId, rentalId, renderTicket }: RentalSuccessViewProps) {
  const request = sessionId && rentalId ? { sessionId, rentalId } : null;
  const { data, isError } = useVerifyRentalPayment(request);
  if (!request || isError) {
    return (
      <ResultLayout heading={<Trans>Errore di verifica</Trans>} tone="error">
        <p role="alert">
          <Trans>Non è stato possibile verificare il pagamento. Contattaci se necessario.</Trans>
        </p>
        <HomeAndContactLinks />
      </ResultLayout>
    );
  }
  if (!data) return <VerifyingPayment />;
  if (!data.success || data.paymentStatus !== 'paid' || !data.rental) {
    return (
      <ResultLayout heading={<Trans>Attenzione</Trans>} tone="warning">
        <p role="alert">
          <Trans>Il pagamento potrebbe non essere andato a buon fine. Verifica la tua email.</Trans>
        </p>
        <HomeAndContactLinks />
      </ResultLayout>
    );
  }
  return <ConfirmedRental rental={data.rental} renderTicket={renderTicket} />;
}

function ConfirmedRental({
  rental,
  renderTicket,
}: {
  rental: RentalSummary;
  renderTicket: (ticket: string) => ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const sizes = Object.entries(rental.bikesBySize)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([size, count]) => `${count} × ${size}`)
    .join(', ');
  const pickUp = `${formatLongDate(rental.startDate, locale)}, ${formatTime(rental.startsAt, locale)}`;
  const returnBy = `${formatLongDate(rental.endDate, locale)}, ${formatTime(rental.endsAt, locale)}`;
  return (
    <ResultLayout heading={<Trans>Noleggio confermato!</Trans>} tone="success">
      <p role="status" className="rounded-lg border border-vine-600 bg-vine-50 p-4 text-vine-900">
        <Trans>Pagamento confermato: ti abbiamo inviato un'email con il biglietto.</Trans>
      </p>
      {rental.ticket && renderTicket(rental.ticket)}
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
        <Row term={<Trans>E-bike</Trans>}>{rental.modelName}</Row>
        <Row term={<Trans>Bici per taglia</Trans>}>{sizes}</Row>
        {rental.addOns.length > 0 && (
          <Row term={<Trans>Accessori</Trans>}>
            {rental.addOns.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join(', ')}
          </Row>
        )}
        <Row term={<Trans>Ritiro</Trans>}>{pickUp}</Row>
        <Row term={<Trans>Riconsegna entro</Trans>}>{returnBy}</Row>
        <Row term={<Trans>Dove</Trans>}>{rental.pickUpAddress}</Row>
        <Row term={<Trans>Email</Trans>}>{rental.customerEmail}</Row>
        <Row term={<Trans>Totale pagato</Trans>}>
          {formatEuros(rental.amountTotalCents, locale)}
        </Row>
      </dl>
      <p className="text-sm text-stone-700">
        {t`Al ritiro mostra il codice QR e un documento d'identità valido.`}
      </p>
      <HomeAndContactLinks />
    </ResultLayout>
  );
}
