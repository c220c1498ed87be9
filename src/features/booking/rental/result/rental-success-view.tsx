import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RentalWithWaivers } from '@/domain/api/rental';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';
import { ParticipantWaivers } from '@/ui/participant-waivers';
import { PaymentCheckFailed, PaymentParametersMissing } from '@/ui/page/payment-check-results';
import { VerifyingPayment } from '@/ui/page/verifying-payment';
import { useVerifyRentalPayment } from '@/features/booking/api/verify-rental-payment';
import { RentalDetails } from '../rental-details';

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
  if (!request) return <PaymentParametersMissing />;
  if (isError) return <PaymentCheckFailed />;
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
  rental: RentalWithWaivers;
  renderTicket: (ticket: string) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ResultLayout heading={<Trans>Noleggio confermato!</Trans>} tone="success">
      <p role="status" className="rounded-lg border border-vine-600 bg-vine-50 p-4 text-vine-900">
        <Trans>Pagamento confermato: ti abbiamo inviato un'email con il biglietto.</Trans>
      </p>
      {rental.ticket && renderTicket(rental.ticket)}
      <RentalDetails rental={rental} />
      {/* No "Firma ora la tua": the booker need not ride, so no rider is known to be them. */}
      {rental.waivers.length > 0 && (
        <ParticipantWaivers
          waivers={rental.waivers}
          activity="rental"
          activityName={rental.modelName}
          selectedDate={rental.startDate}
          headingLevel={2}
        />
      )}
      <p className="text-sm text-stone-700">
        {t`Al ritiro mostra il codice QR e un documento d'identità valido.`}
      </p>
      <HomeAndContactLinks />
    </ResultLayout>
  );
}
