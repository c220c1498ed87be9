import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { RefreshButton } from '@/ui/refresh-button';
import { useStaffPayouts } from '../api/staff-payouts';
import { payoutsQueryKey } from '../api/staff-query-keys';
import { SectionReadState } from '../staff-section';
import type { StaffViewProps } from '../staff-views';
import { PayoutRow } from './payout-row';

/**
 * "Cassa" (managers only): Stripe's payouts to the bank, newest first, each with its fees and
 * whether its lines add up to what arrived; opening one shows who paid what in it.
 */
export function CassaView({ uid }: StaffViewProps) {
  const { t, i18n } = useLingui();
  const payouts = useStaffPayouts(uid);
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: payoutsQueryKey(uid) });
  return (
    <section aria-labelledby="cassa-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cassa-title" className="text-2xl font-bold text-vine-900">
          {t`Versamenti di Stripe`}
        </h2>
        <RefreshButton busy={payouts.isFetching} onClick={reload} />
      </div>
      <p className="mt-2 text-stone-700">
        {t`Ogni versamento sul conto dell'associazione, con le commissioni di Stripe e le righe che lo compongono. Si aggiorna ogni ora.`}
      </p>
      <SectionReadState
        loading={payouts.isPending ? t`Caricamento dei versamenti…` : null}
        error={
          payouts.isError ? i18n._(errorMessage(payouts.error, STAFF_ERROR_CONTEXTS.cassa)) : null
        }
      />
      {payouts.data?.payouts.length === 0 && (
        <p role="status" className="mt-4 text-stone-700">
          {t`Nessun versamento registrato finora.`}
        </p>
      )}
      {payouts.data && payouts.data.payouts.length > 0 && (
        <ul className="mt-4 space-y-3">
          {payouts.data.payouts.map((payout) => (
            <li key={payout.payoutId}>
              <PayoutRow uid={uid} payout={payout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
