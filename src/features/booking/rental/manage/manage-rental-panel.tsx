import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ManageRentalResponse, RentalHandle } from '@/domain/api/rental';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { MANAGE_RENTAL_ERRORS } from './manage-rental-errors';
import { buttonClass } from '@/ui/button-class';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RefundLine } from '@/ui/refund-line';
import { toast } from '@/ui/toast';
import { RentalDetails } from '../rental-details';
import { CancellationTerms } from '@/ui/cancellation-terms';
import { TitledSection } from '@/ui/titled-section';
import { RentalDateChange } from './rental-date-change';
import { useManagedRental } from './use-managed-rental';

/**
 * The rental, "Cambia date" while more than 72 hours remain, and "Annulla il noleggio" with the
 * exact refund if cancelled now (the server's clock; cancelling recomputes it) behind a
 * confirmation step.
 */
export function ManageRentalPanel({ handle }: { handle: RentalHandle }) {
  const { i18n } = useLingui();
  const { query, cancel, move } = useManagedRental(handle);
  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        <Trans>Caricamento del noleggio…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {i18n._(errorMessage(query.error, MANAGE_RENTAL_ERRORS))}
      </p>
    );
  }
  const managed = query.data;
  return (
    <div className="space-y-6">
      <RentalDetails rental={managed.rental} />
      {managed.rental.status === 'paid' && (
        <RentalDateChange managed={managed} move={(to) => move.mutateAsync(to)} />
      )}
      <CancelSection
        managed={managed}
        cancel={() => cancel.mutateAsync()}
        busy={cancel.isPending}
      />
    </div>
  );
}

function CancelSection({
  managed,
  cancel,
  busy,
}: {
  managed: ManageRentalResponse;
  cancel: () => Promise<unknown>;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const { rental, refund } = managed;
  const refundLine = <RefundLine amountCents={refund.amountCents} percent={refund.percent} />;

  if (rental.status === 'cancelled' || rental.status === 'refunded') {
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-stone-900">
          <Trans>Questo noleggio è annullato.</Trans>
        </p>
        <p>{refundLine}</p>
        {refund.amountCents > 0 && (
          <p className="text-stone-700">
            <Trans>Il rimborso arriva sulla carta di solito in 5–10 giorni lavorativi.</Trans>
          </p>
        )}
      </div>
    );
  }
  if (rental.status !== 'paid') {
    return (
      <p className="text-stone-700">
        <Trans>Questo noleggio non risulta pagato: non c'è nulla da annullare.</Trans>
      </p>
    );
  }
  if (!managed.canCancel) {
    return (
      <p className="text-stone-700">
        <Trans>Le bici sono già state ritirate: il noleggio non si può più annullare.</Trans>
      </p>
    );
  }
  const confirm = () =>
    cancel().then(
      () => {
        setConfirming(false);
        toast.success(t`Noleggio annullato`);
      },
      (error: unknown) => {
        setConfirming(false);
        toast.error(i18n._(errorMessage(error, MANAGE_RENTAL_ERRORS)));
      },
    );
  return (
    <TitledSection
      title={<Trans>Annulla il noleggio</Trans>}
      className="space-y-4"
      titleClassName="text-xl font-semibold text-vine-900"
    >
      <CancellationTerms of="rental" refundNow={refundLine} />
      <ConfirmDialog
        trigger={
          <button type="button" className={buttonClass('danger')}>
            {t`Annulla il noleggio`}
          </button>
        }
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Annullare il noleggio?`}
        confirmLabel={t`Annulla il noleggio`}
        busyLabel={t`Annullamento in corso…`}
        cancelLabel={t`Non annullare`}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        <p>
          {rental.modelName}, <span>{formatLongDate(rental.startDate, locale)}</span>
        </p>
        <p>{refundLine}</p>
        <p className="text-sm text-stone-700">
          <Trans>
            L'annullamento è definitivo: le bici tornano disponibili per altri. Il rimborso esatto è
            ricalcolato al momento della conferma.
          </Trans>
        </p>
      </ConfirmDialog>
    </TitledSection>
  );
}
