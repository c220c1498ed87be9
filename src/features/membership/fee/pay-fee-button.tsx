import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { createFeeCheckout } from './api/create-fee-checkout';

/**
 * Opens the Checkout of an application's fee (the server sets amount and year) and leaves for
 * Stripe's page. Disabled while the call runs, so a second tap waits for the first; a failure is
 * said under the button and the button offered again.
 */
export function PayFeeButton({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { url } = await createFeeCheckout(applicationId);
      window.location.assign(url);
    } catch (error) {
      setFailure(i18n._(errorMessage(error, 'membershipFee')));
      setPending(false);
    }
  };
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={() => void pay()}
        disabled={pending || !online}
        aria-busy={pending}
        aria-describedby={failure ? errorId : undefined}
        className={`${buttonClass('primary', 'large')} w-full sm:w-auto`}
      >
        {pending ? (
          <Trans>Apertura del pagamento...</Trans>
        ) : (
          <Trans>Paga la quota associativa</Trans>
        )}
      </button>
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
