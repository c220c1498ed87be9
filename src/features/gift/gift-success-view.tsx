import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '@/ui/button-class';
import { ResultLayout } from '@/ui/page/result-layout';
import { PaymentCheckFailed, PaymentParametersMissing } from '@/ui/page/payment-check-results';
import { VerifyingPayment } from '@/ui/page/verifying-payment';
import { useVerifyVoucherPayment } from './api/verify-voucher-payment';
import { forgetGiftDraft } from './gift-draft';
import { IssuedVoucher } from './issued-voucher';

interface GiftSuccessViewProps {
  sessionId: string | undefined;
  voucherId: string | undefined;
}

/**
 * /regala/grazie: verifies the payment once (the server catches up with Stripe if its webhook has
 * not arrived yet), then shows the issued voucher, a payment still pending, a payment that did not
 * happen, or a failed check. The form's draft is forgotten only once the voucher is issued.
 */
export function GiftSuccessView({ sessionId, voucherId }: GiftSuccessViewProps) {
  const request = sessionId && voucherId ? { sessionId, voucherId } : null;
  const { data, isError, refetch, isFetching } = useVerifyVoucherPayment(request);
  const issued = data?.success === true && data.status === 'issued';

  useEffect(() => {
    if (issued) {
      forgetGiftDraft().catch((error: unknown) => console.warn('Gift draft kept', error));
    }
  }, [issued]);

  if (!request) {
    return <PaymentParametersMissing />;
  }
  if (isError) {
    return <PaymentCheckFailed />;
  }
  if (!data) return <VerifyingPayment />;
  if (issued) return <IssuedVoucher voucher={data.voucher} />;
  if (data.status === 'pending') {
    return (
      <ResultLayout heading={<Trans>Pagamento in attesa</Trans>} tone="warning">
        <p role="alert">
          <Trans>
            Il pagamento non risulta ancora completato. Appena arriva la conferma ti mandiamo il
            buono per email.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-busy={isFetching}
            className={buttonClass('primary')}
          >
            <Trans>Verifica di nuovo</Trans>
          </button>
          <Link to="/contatti" className={buttonClass('outline')}>
            <Trans>Contattaci</Trans>
          </Link>
        </div>
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={<Trans>Pagamento non completato</Trans>} tone="error">
      <p role="alert">
        <Trans>
          Il pagamento non è andato a buon fine e non ti è stato addebitato nulla. Il modulo è
          ancora compilato: puoi riprovare.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/regala" className={buttonClass('primary')}>
          <Trans>Riprova</Trans>
        </Link>
        <Link to="/contatti" className={buttonClass('outline')}>
          <Trans>Contattaci</Trans>
        </Link>
      </div>
    </ResultLayout>
  );
}
