import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BookingHandle } from '@/domain/api/cancellation';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { CancellationTerms } from '@/ui/cancellation-terms';
import { DateChangeSection } from '@/features/my-bookings/date-change/date-change-section';
import { CancelledState } from './cancelled-state';
import { PostponementPanel } from './postponement-panel';
import { RefundLine } from '@/ui/refund-line';
import { useManagedBooking } from './use-managed-booking';

/**
 * The booking, the policy and the exact refund if cancelled now, with "Annulla prenotazione" and
 * a confirmation step. The refund shown comes from the server's clock; cancelling recomputes it.
 */
export function ManageBookingPanel({ handle }: { handle: BookingHandle }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const { query, cancel } = useManagedBooking(handle);
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        <Trans>Caricamento della prenotazione…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {i18n._(errorMessage(query.error, 'manageBooking'))}
      </p>
    );
  }
  const booking = query.data;
  const date = formatLongDate(booking.selectedDate, locale);
  const refundLine = (
    <RefundLine amountCents={booking.refund.amountCents} percent={booking.refund.percent} />
  );
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t`Prenotazione annullata`);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(i18n._(errorMessage(error, 'manageBooking')));
      },
    });

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-5">
        <dt className="text-stone-600">{t`Tour`}</dt>
        <dd className="font-semibold text-stone-900">{booking.tourName}</dd>
        <dt className="text-stone-600">{t`Data`}</dt>
        <dd className="text-stone-900 first-letter:uppercase">{date}</dd>
        <dt className="text-stone-600">{t`Partenza`}</dt>
        <dd className="text-stone-900">{formatMoment(booking.startsAt, locale)}</dd>
        <dt className="text-stone-600">{t`Partecipanti`}</dt>
        <dd className="text-stone-900">{booking.participants}</dd>
        <dt className="text-stone-600">{t`Importo pagato`}</dt>
        <dd className="text-stone-900">{formatEuros(booking.amountTotalCents, locale)}</dd>
        <dt className="text-stone-600">{t`Codice`}</dt>
        <dd className="font-mono text-stone-900">{bookingCode(booking.bookingId)}</dd>
      </dl>

      {booking.postponement && <PostponementPanel handle={handle} booking={booking} />}

      {booking.status === 'paid' && (
        <DateChangeSection
          handle={handle}
          booking={booking}
          whenNotAllowed={
            booking.canCancel && (
              <Trans>
                Puoi ancora annullare la prenotazione qui sotto, con il rimborso previsto dalle
                condizioni.
              </Trans>
            )
          }
        />
      )}

      {booking.status === 'cancelled' || booking.status === 'refunded' ? (
        <CancelledState booking={booking} />
      ) : booking.status !== 'paid' ? (
        <p className="text-stone-700">
          <Trans>Questa prenotazione non risulta pagata: non c'è nulla da annullare.</Trans>
        </p>
      ) : !booking.canCancel ? (
        <p className="text-stone-700">
          <Trans>Il tour è già partito: la prenotazione non si può più annullare.</Trans>
        </p>
      ) : (
        <>
          <CancellationTerms of="tour" refundNow={refundLine} />
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonClass('danger')}>
                {t`Annulla prenotazione`}
              </button>
            }
            open={confirming}
            onOpenChange={setConfirming}
            title={t`Annullare la prenotazione?`}
            confirmLabel={t`Annulla prenotazione`}
            busyLabel={t`Annullamento in corso…`}
            cancelLabel={t`Non annullare`}
            busy={cancel.isPending}
            onConfirm={confirm}
          >
            <p>
              {booking.tourName}, <span>{date}</span>
            </p>
            <p>{refundLine}</p>
            <p className="text-sm text-stone-700">
              <Trans>
                L'annullamento è definitivo: i posti tornano disponibili per altri. Il rimborso
                esatto è ricalcolato al momento della conferma.
              </Trans>
            </p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
