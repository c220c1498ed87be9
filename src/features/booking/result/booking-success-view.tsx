import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast } from '@/ui/toast';
import { env } from '@/config/env';
import { useVerifyPayment } from '@/features/booking/api/verify-payment';
import { ConfirmedBooking } from './confirmed-booking';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';
import { PaymentCheckFailed, PaymentParametersMissing } from '@/ui/page/payment-check-results';
import { VerifyingPayment } from '@/ui/page/verifying-payment';
import { trackPurchase } from './track-purchase';

interface BookingSuccessViewProps {
  sessionId: string | undefined;
  bookingId: string | undefined;
}

type Outcome = 'verifying' | 'confirmed' | 'warning' | 'error' | 'missing';

/**
 * /booking-success (requirements §2 and §4): verifies the payment once, then shows the confirmed booking,
 * a warning (not paid) or an error (call failed, parameters missing).
 */
export function BookingSuccessView({ sessionId, bookingId }: BookingSuccessViewProps) {
  const { t } = useLingui();
  const request = sessionId && bookingId ? { sessionId, bookingId } : null;
  const { data, isError } = useVerifyPayment(request);
  const booking = data?.booking ?? null;
  const outcome: Outcome = !request
    ? 'missing'
    : isError
      ? 'error'
      : !data
        ? 'verifying'
        : data.success && data.paymentStatus === 'paid' && booking
          ? 'confirmed'
          : 'warning';

  // Toast ids keep StrictMode's second effect run from showing a notice twice.
  useEffect(() => {
    if (outcome === 'missing') {
      toast.error(t`Errore`, {
        id: 'payment-result',
        description: t`Parametri di verifica mancanti`,
      });
    } else if (outcome === 'error') {
      toast.error(t`Errore di verifica`, {
        id: 'payment-result',
        description: t`Non è stato possibile verificare il pagamento. Contattaci se necessario.`,
      });
    } else if (outcome === 'warning') {
      toast.error(t`Attenzione`, {
        id: 'payment-result',
        description: t`Il pagamento potrebbe non essere andato a buon fine. Verifica la tua email.`,
      });
    } else if (outcome === 'confirmed' && booking) {
      toast.success(t`Pagamento confermato!`, {
        id: 'payment-result',
        description: t`La tua prenotazione è stata completata con successo.`,
      });
      trackPurchase(booking, env.VITE_META_PIXEL_ID);
    }
  }, [outcome, booking, t]);

  switch (outcome) {
    case 'verifying':
      return <VerifyingPayment />;
    case 'confirmed':
      return booking && <ConfirmedBooking booking={booking} />;
    case 'warning':
      return (
        <ResultLayout heading={<Trans>Attenzione</Trans>} tone="warning">
          <p role="alert">
            <Trans>
              Il pagamento potrebbe non essere andato a buon fine. Verifica la tua email.
            </Trans>
          </p>
          <HomeAndContactLinks />
        </ResultLayout>
      );
    case 'error':
      return <PaymentCheckFailed />;
    case 'missing':
      return <PaymentParametersMissing />;
  }
}
