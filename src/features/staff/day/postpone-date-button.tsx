import * as Dialog from '@radix-ui/react-dialog';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { PostponeTourDateResponse } from '@/domain/api/date-change';
import { formatLongDate } from '@/domain/format';
import type { TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { toast } from '@/ui/toast';
import { useDateWideDoneToast } from './date-wide-done-toast';
import { postponeTourDate } from '@/features/staff/api/postpone-tour-date';

// The calendar (react-day-picker and its styles) loads when a manager opens the dialog.
const NewDatePicker = lazy(() =>
  import('./new-date-picker').then((module) => ({ default: module.NewDatePicker })),
);

interface PostponeDateButtonProps {
  tourId: TourId;
  tourName: string;
  /** The day to postpone (YYYY-MM-DD). */
  date: string;
  /** Called after the date was postponed, e.g. to reload the staff roster. */
  onPostponed?: (result: PostponeTourDateResponse) => void;
}

const failureWords = (error: unknown) => errorMessage(error, STAFF_ERROR_CONTEXTS.postponement);

/**
 * "Rinvia data" for one tour and day (bad weather), for managers in the staff area, beside
 * "Annulla data": the dialog asks for the new day, then the server counts the paid bookings and
 * how many fit there (a refused day is told in the dialog, on the picker), and the confirmation
 * moves them (an e-mail each: keep the new date or a full refund; who does not fit is offered
 * another date or the refund). The server judges everything again and refuses guides.
 */
export function PostponeDateButton({
  tourId,
  tourName,
  date,
  onPostponed,
}: PostponeDateButtonProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const toastDone = useDateWideDoneToast();
  const [open, setOpen] = useState(false);
  const [newDate, setNewDate] = useState<string | null>(null);
  const problemId = useId();
  const count = useMutation({
    mutationFn: (day: string) => postponeTourDate({ tourId, date, newDate: day, preview: true }),
  });
  const postpone = useMutation({
    mutationFn: (day: string) => postponeTourDate({ tourId, date, newDate: day, preview: false }),
    onSuccess: (result) => {
      close();
      const { moved, notMoved } = result;
      const done = t`Data rinviata: ${plural(moved, { one: '# prenotazione spostata', other: '# prenotazioni spostate' })}, ${notMoved} da ricollocare o rimborsare.`;
      toastDone(done, result.skipped);
      onPostponed?.(result);
    },
    onError: (error) => {
      close();
      toast.error(i18n._(failureWords(error)));
    },
  });
  function close() {
    setOpen(false);
    setNewDate(null);
    count.reset();
  }
  const choose = (day: string) => {
    setNewDate(day);
    count.mutate(day);
  };
  const day = formatLongDate(date, locale);
  // The figures shown are those of the day now chosen; a late answer for another is not.
  const preview = count.variables === newDate ? count.data : undefined;
  const problem = count.isError ? i18n._(failureWords(count.error)) : null;
  const busy = postpone.isPending;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && (next ? setOpen(true) : close())}>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonClass('outline', 'small')}>
          {t`Rinvia data`}
          <span className="sr-only">
            {' '}
            {tourName}, {day}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-vine-900">
            {t`Rinviare ${tourName} di ${day}?`}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            <Trans>
              Scegli la nuova data: le prenotazioni pagate vi si spostano finché ci sono posti. Ogni
              cliente riceve un'e-mail nella sua lingua per tenere la nuova data o avere il rimborso
              completo; chi non entra può scegliere un'altra data o il rimborso.
            </Trans>
          </Dialog.Description>
          <Suspense fallback={<p role="status">{t`Caricamento del calendario…`}</p>}>
            <NewDatePicker
              from={date}
              selected={newDate}
              onSelect={choose}
              describedBy={problem ? problemId : undefined}
              invalid={problem !== null}
            />
          </Suspense>
          <div aria-live="polite" className="mt-3 space-y-2 text-stone-800">
            {problem && (
              <p id={problemId} role="alert" className="font-medium text-wine-700">
                {problem}
              </p>
            )}
            {count.isPending && <p role="status">{t`Conto le prenotazioni…`}</p>}
            {preview && (
              <>
                <p>
                  <Trans>
                    <Plural value={preview.bookings} one="# prenotazione" other="# prenotazioni" />,{' '}
                    <Plural value={preview.moved} one="# entra" other="# entrano" /> nella nuova
                    data, {preview.notMoved} no.
                  </Trans>
                </p>
                <p className="text-sm text-stone-700">
                  <Trans>
                    Posti liberi nella nuova data: {preview.seatsOnNewDate}. La data rinviata viene
                    chiusa alle prenotazioni, la nuova aperta.
                  </Trans>
                </p>
              </>
            )}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close disabled={busy} className={buttonClass('outline')}>
              {t`Non rinviare`}
            </Dialog.Close>
            <button
              type="button"
              disabled={!preview || !newDate || busy}
              aria-busy={busy}
              onClick={() => newDate && postpone.mutate(newDate)}
              className={buttonClass('danger')}
            >
              {busy ? t`Rinvio in corso…` : t`Rinvia data`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
