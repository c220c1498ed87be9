import { Trans } from '@lingui/react/macro';
import { HomeAndContactLinks, ResultLayout } from './result-layout';

/** A payment result page opened without the session and record it is to check. */
export function PaymentParametersMissing() {
  return (
    <ResultLayout heading={<Trans>Errore</Trans>} tone="error">
      <p role="alert">
        <Trans>Parametri di verifica mancanti</Trans>
      </p>
      <HomeAndContactLinks />
    </ResultLayout>
  );
}

/** A payment result page whose check failed (network, server): the payment may still be fine. */
export function PaymentCheckFailed() {
  return (
    <ResultLayout heading={<Trans>Errore di verifica</Trans>} tone="error">
      <p role="alert">
        <Trans>Non è stato possibile verificare il pagamento. Contattaci se necessario.</Trans>
      </p>
      <HomeAndContactLinks />
    </ResultLayout>
  );
}
