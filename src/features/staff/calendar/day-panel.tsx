import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DayChange } from '@/domain/api/staff-calendar';
import { formatLongDate } from '@/domain/format';
import type { Schedule } from '@/domain/schedule';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { CallableError } from '@/lib/firebase/callable-error';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import type { ScheduleData } from '@/features/staff/api/staff-calendar';
import { scheduleQueryKey } from '@/features/staff/api/staff-query-keys';
import { CancelDateButton } from '@/features/staff/day/cancel-date-button';
import { PostponeDateButton } from '@/features/staff/day/postpone-date-button';
import { buttonClass } from '@/ui/button-class';
import { toast } from '@/ui/toast';
import { DaySeatsForm } from './day-seats-form';
import { dayMarks, type DayMarks } from './day-marks';
import { useScheduleChange } from './use-schedule-change';
import { BusyButton } from '@/ui/busy-button';

interface DayPanelProps {
  uid: string;
  data: ScheduleData;
  schedule: Schedule;
  /** The day open, or null when the panel is closed. */
  date: string | null;
  onClose: () => void;
  /** A manager online with a fresh copy: the actions are offered. */
  canEdit: boolean;
}

/**
 * One day of the tour's calendar, opened by tapping it: what the schedule says of it, the seats
 * booked, and for a manager the actions that fit the day. A departure with seats booked is never
 * removed or closed from here: the panel offers "Annulla data" and "Rinvia data", which tell the
 * customers, and the server refuses the silent way anyway.
 */
export function DayPanel({ uid, data, schedule, date, onClose, canEdit }: DayPanelProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const title = date ? formatLongDate(date, locale) : '';
  return (
    <Dialog.Root open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <Dialog.Title className="text-xl font-bold text-vine-900">{title}</Dialog.Title>
          {date && (
            <DayDetails
              uid={uid}
              data={data}
              marks={dayMarks(data, schedule, date)}
              canEdit={canEdit}
            />
          )}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('outline')}>{t`Chiudi`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DayDetails({
  uid,
  data,
  marks,
  canEdit,
}: {
  uid: string;
  data: ScheduleData;
  marks: DayMarks;
  canEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const change = useScheduleChange(uid, data);
  const queryClient = useQueryClient();
  const tourName = TOURS[data.tourId].displayName;
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(uid, data.tourId) });
  const send = (next: DayChange, done: string) =>
    change.mutate(next, { onSuccess: () => toast.success(done) });
  const refused = change.error instanceof CallableError ? change.error.reason : null;
  const problem = change.isError
    ? i18n._(errorMessage(change.error, STAFF_ERROR_CONTEXTS.calendar))
    : null;
  const { date, booked } = marks;
  const state = marks.closed
    ? t`Chiuso: il tour non parte in questo giorno.`
    : marks.departure
      ? marks.weekly
        ? t`Partenza: il tour parte ogni settimana in questo giorno.`
        : t`Partenza aggiunta per questo giorno.`
      : t`Nessuna partenza in questo giorno.`;
  const capacity = marks.capacity;
  const seats =
    marks.seats === undefined
      ? t`Posti: ${capacity} (quelli del tour).`
      : t`Posti: ${capacity} (solo per questo giorno).`;
  // A departure that still has seats held or sold: only cancelling or postponing may end it.
  const guarded = booked > 0 && (marks.departure || marks.closed);
  const busy = change.isPending;
  return (
    <div className="mt-3 space-y-3 text-stone-800">
      <Dialog.Description>{state}</Dialog.Description>
      {(marks.listed || marks.weekly) && <p>{seats}</p>}
      <p>
        {booked > 0 ? t`Posti prenotati o in pagamento: ${booked}.` : t`Nessun posto prenotato.`}
      </p>
      {marks.past ? (
        <p className="text-sm text-stone-700">{t`Giorno passato: non si può cambiare.`}</p>
      ) : !canEdit ? (
        <p className="text-sm text-stone-700">{t`Solo un responsabile, con la connessione, può cambiare questo giorno.`}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {!marks.departure && (
              <ActionButton
                busy={busy}
                onClick={() =>
                  send({ op: 'addDeparture', date }, t`Partenza aggiunta: ${tourName}.`)
                }
              >
                {t`Aggiungi partenza`}
              </ActionButton>
            )}
            {marks.closed && (
              <ActionButton
                busy={busy}
                onClick={() => send({ op: 'reopenDay', date }, t`Giorno riaperto.`)}
              >
                {t`Riapri il giorno`}
              </ActionButton>
            )}
            {!guarded && marks.departure && (
              <ActionButton
                busy={busy}
                onClick={() => send({ op: 'closeDay', date }, t`Giorno chiuso.`)}
              >
                {t`Chiudi il giorno`}
              </ActionButton>
            )}
            {!guarded && marks.listed && (
              <ActionButton
                busy={busy}
                onClick={() => send({ op: 'removeDeparture', date }, t`Partenza tolta.`)}
              >
                {t`Togli la partenza`}
              </ActionButton>
            )}
          </div>
          {(guarded || refused === 'DATE_HAS_BOOKINGS') && marks.departure && (
            <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
              <p className="text-sm">
                {t`In questo giorno ci sono posti prenotati: per non farlo partire annulla o rinvia la data, così i clienti vengono avvisati e rimborsati o spostati.`}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <PostponeDateButton
                  tourId={data.tourId}
                  tourName={tourName}
                  date={date}
                  onPostponed={reload}
                />
                <CancelDateButton
                  tourId={data.tourId}
                  tourName={tourName}
                  date={date}
                  onCancelled={reload}
                />
              </div>
            </div>
          )}
          {(marks.listed || marks.weekly) && (
            <DaySeatsForm
              key={`${date}:${data.version ?? ''}`}
              marks={marks}
              busy={busy}
              onSave={(next) =>
                change.mutateAsync({ op: 'setSeats', date, seats: next }).then(() => {
                  toast.success(t`Posti aggiornati.`);
                })
              }
            />
          )}
        </>
      )}
      {problem && refused !== 'SEATS_BELOW_BOOKED' && (
        <p role="alert" className="rounded-md bg-wine-50 p-3 text-sm text-wine-800">
          {problem}
        </p>
      )}
    </div>
  );
}

function ActionButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <BusyButton busy={busy} tone="primary" onClick={onClick}>
      {children}
    </BusyButton>
  );
}
