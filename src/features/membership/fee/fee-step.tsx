import { Trans } from '@lingui/react/macro';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { buttonClass } from '@/ui/button-class';
import { useVerifyFeePayment } from './api/verify-fee-payment';
import type { FeeReturn } from './fee-return';
import { PayFeeButton } from './pay-fee-button';

export interface FeeStepProps {
  /** The application whose fee is due, and the session Stripe came back with, if any. */
  feeFor: FeeReturn & { applicationId: string };
  /** Back to an empty form, for another application. */
  onDone: () => void;
}

const box = 'grid gap-4 rounded-lg border p-4';

/**
 * What follows a stored application on /modulistica: the fee to pay, or, back from Stripe, whether
 * it is paid (asked of the server, which settles it as the webhook would).
 */
export function FeeStep({ feeFor, onDone }: FeeStepProps) {
  const { locale } = useLanguage();
  const { sessionId, applicationId } = feeFor;
  const request = sessionId ? { sessionId, applicationId } : null;
  const { data, isError, isPending } = useVerifyFeePayment(request);
  const another = (
    <button type="button" onClick={onDone} className={buttonClass('outline', 'medium')}>
      <Trans>Compila un'altra domanda</Trans>
    </button>
  );
  if (request && isPending) {
    return (
      <p role="status" className="text-stone-800">
        <Trans>Stiamo verificando il pagamento...</Trans>
      </p>
    );
  }
  if (data?.feeState === 'paid') {
    const year = data.feeYear;
    const amount = formatEuros(data.amountCents, locale);
    return (
      <div className={`${box} border-vine-600 bg-vine-50 text-vine-900`}>
        <p role="status">
          <Trans>
            Quota associativa {year} pagata: {amount}. Il Consiglio Direttivo esaminerà la tua
            domanda e ti risponderà via e-mail; se non ti ammette, la quota ti viene rimborsata per
            intero.
          </Trans>
        </p>
        <p>
          <Trans>Ti mandiamo per e-mail la ricevuta del pagamento, con il link al PDF.</Trans>
        </p>
        <div>{another}</div>
      </div>
    );
  }
  return (
    <div className={`${box} border-stone-300 bg-white text-stone-900`}>
      {data?.feeState === 'open' ? (
        <p role="status">
          <Trans>
            Il pagamento non risulta ancora concluso. Se hai pagato, ricarica la pagina tra qualche
            istante.
          </Trans>
        </p>
      ) : sessionId || feeFor.cancelled || isError ? (
        <p role="alert">
          <Trans>Il pagamento della quota non è stato completato. Puoi riprovare.</Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>
            Domanda inviata. Per completare l'iscrizione paga ora la quota associativa: l'importo
            dipende dal tipo di socio scelto.
          </Trans>
        </p>
      )}
      <PayFeeButton applicationId={applicationId} />
    </div>
  );
}
