import { Trans } from '@lingui/react/macro';
import { ResultLayout } from './result-layout';

/**
 * A payment result page (/booking-success, /regala/grazie) while the payment is checked. Also
 * those pages' first HTML (the route shells of src/app/layout/route-shells.tsx), so a visitor back
 * from paying sees this from the first paint.
 */
export function VerifyingPayment() {
  return (
    <ResultLayout heading={<Trans>Verifica del pagamento</Trans>} tone="neutral">
      <div role="status" className="flex items-center gap-3 text-stone-800">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-vine-100 border-t-vine-700"
        />
        <Trans>Stiamo verificando il pagamento...</Trans>
      </div>
    </ResultLayout>
  );
}
