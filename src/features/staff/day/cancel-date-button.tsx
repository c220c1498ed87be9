import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CancelTourDateResponse } from '@/domain/api/cancellation';
import { formatEuros, formatLongDate } from '@/domain/format';
import type { TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useDateWideDoneToast } from './date-wide-done-toast';
import { cancelTourDate } from '@/features/staff/api/cancel-tour-date';
import { BusyButton } from '@/ui/busy-button';

interface CancelDateButtonProps {
  tourId: TourId;
  tourName: string;
  /** The day to call off (YYYY-MM-DD). */
  date: string;
  /** Called after the date was cancelled, e.g. to reload the staff roster. */
  onCancelled?: (result: CancelTourDateResponse) => void;
}

/**
 * "Annulla data" for one tour and day (bad weather), for managers in the staff area (the server
 * refuses guides and days gone, and each refusal is told in the toast): the first tap asks the
 * server how many paid bookings and how much a full refund of each comes to, the dialog names
 * both, and the second tap cancels them all (100% refund, an e-mail each, the date closed).
 */
export function CancelDateButton({ tourId, tourName, date, onCancelled }: CancelDateButtonProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const toastDone = useDateWideDoneToast();
  const [preview, setPreview] = useState<CancelTourDateResponse | null>(null);
  const failed = (error: unknown) =>
    toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.staff)));
  const count = useMutation({
    mutationFn: () => cancelTourDate({ tourId, date, preview: true }),
    onSuccess: setPreview,
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => cancelTourDate({ tourId, date, preview: false }),
    onSuccess: (result) => {
      setPreview(null);
      const amount = formatEuros(result.refundCents, locale);
      const refunded = result.bookings;
      const done = t`Data annullata: ${plural(refunded, { one: '# prenotazione rimborsata', other: '# prenotazioni rimborsate' })} (${amount}).`;
      toastDone(done, result.skipped);
      onCancelled?.(result);
    },
    onError: (error) => {
      setPreview(null);
      failed(error);
    },
  });
  const day = formatLongDate(date, locale);
  const amount = formatEuros(preview?.refundCents ?? 0, locale);
  const bookings = preview?.bookings ?? 0;
  const participants = preview?.participants ?? 0;
  return (
    <>
      <ConfirmDialog
        trigger={
          <BusyButton
            busy={count.isPending}
            tone="outline"
            size="small"
            onClick={(event) => {
              // The dialog opens once the figures are in; until then the click only asks for them.
              event.preventDefault();
              count.mutate();
            }}
          >
            {t`Annulla data`}
            <span className="sr-only">
              {' '}
              {tourName}, {day}
            </span>
          </BusyButton>
        }
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={t`Annullare ${tourName} di ${day}?`}
        confirmLabel={t`Annulla data`}
        busyLabel={t`Annullamento in corso…`}
        cancelLabel={t`Non annullare`}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      >
        <p>
          <Trans>
            <Plural value={bookings} one="# prenotazione pagata" other="# prenotazioni pagate" /> (
            <Plural value={participants} one="# partecipante" other="# partecipanti" />){' '}
            <Plural
              value={bookings}
              one="sarà annullata e rimborsata"
              other="saranno annullate e rimborsate"
            />{' '}
            al 100%: {amount} in totale.
          </Trans>
        </p>
        <p className="text-sm text-stone-700">
          <Trans>
            Ogni cliente riceve un'e-mail nella sua lingua e la data viene chiusa alle prenotazioni.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
