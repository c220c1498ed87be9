import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { formatMoment } from '@/domain/format';
import type { Schedule } from '@/domain/schedule';
import { TOUR_IDS, TOURS, type TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { useStaffSchedule, type ScheduleData } from '@/features/staff/api/staff-calendar';
import type { StaffViewProps } from '@/features/staff/staff-views';
import { SelectField } from '@/ui/form/select-field';
import { toast } from '@/ui/toast';
import { TitledSection } from '@/ui/titled-section';
import { DayPanel } from './day-panel';
import { ScheduleMonth } from './schedule-month';
import { ScheduleSettingsForm } from './schedule-settings-form';
import { useScheduleChange } from './use-schedule-change';
import { FreshnessStatus } from '@/features/staff/staff-section';
import { BusyButton } from '@/ui/busy-button';

/** The tour named in the address, or the first one (an old or mistyped link). */
function tourOf(value: string | undefined): TourId {
  return TOUR_IDS.find((id) => id === value) ?? TOUR_IDS[0];
}

const SECTION = 'mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6';

/**
 * "Calendario": one tour's schedule (the tour in the address, `tour`) as a month to tap. Managers
 * add or take away departures, close and reopen days, set a day's seats, pause or resume online
 * booking and change start time, notice and horizon; guides see the same, read-only. Opened
 * offline, it shows the copy saved on this phone, with its time, and changes nothing.
 */
export function CalendarView({ uid, isManager }: StaffViewProps) {
  const { t, i18n } = useLingui();
  const search = useSearch({ from: '/staff' });
  const navigate = useNavigate({ from: '/staff' });
  const tourId = tourOf(search.tour);
  const query = useStaffSchedule(uid, tourId);
  return (
    <>
      <SelectField
        className="mt-6 max-w-sm"
        name="tour"
        label={t`Tour`}
        value={tourId}
        options={TOUR_IDS.map((id) => ({ value: id, label: TOURS[id].displayName }))}
        onChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, tour: next }), replace: true })
        }
      />
      {query.data ? (
        <TourCalendar key={tourId} uid={uid} isManager={isManager} data={query.data} />
      ) : query.isError ? (
        <p role="alert" className="mt-6 rounded-md bg-wine-50 p-4 text-wine-800">
          {i18n._(errorMessage(query.error, STAFF_ERROR_CONTEXTS.calendar))}
        </p>
      ) : (
        <p role="status" className="mt-6 text-stone-700">
          {t`Caricamento...`}
        </p>
      )}
    </>
  );
}

function TourCalendar({ uid, isManager, data }: StaffViewProps & { data: ScheduleData }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const online = useOnlineStatus();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const asOf = formatMoment(data.asOf, locale);
  const canEdit = isManager && online && !data.fromDevice;
  const { schedule } = data;
  const fields = data.unreadableFields.join(', ');
  return (
    <>
      <FreshnessStatus
        className="mt-3 text-sm text-stone-700"
        fromDevice={data.fromDevice}
        fresh={t`Calendario aggiornato il ${asOf}.`}
        offline={t`Senza connessione: calendario salvato su questo dispositivo, aggiornato il ${asOf}. Si può solo consultare.`}
        unreachable={t`Impossibile aggiornare adesso: calendario salvato su questo dispositivo, aggiornato il ${asOf}. Si può solo consultare.`}
      />
      {!isManager && (
        <p className="mt-2 text-sm text-stone-700">
          {t`Solo i responsabili possono cambiare il calendario.`}
        </p>
      )}
      {schedule ? (
        <>
          <TitledSection
            title={t`Partenze`}
            className={SECTION}
            titleClassName="text-xl font-bold text-vine-900"
          >
            <p className="mt-1 mb-3 text-sm text-stone-700">
              {t`Tocca un giorno per vederlo e cambiarlo.`}
            </p>
            <ScheduleMonth data={data} schedule={schedule} onOpenDay={setOpenDay} />
          </TitledSection>
          <DayPanel
            uid={uid}
            data={data}
            schedule={schedule}
            date={openDay}
            onClose={() => setOpenDay(null)}
            canEdit={canEdit}
          />
          <TourSettings uid={uid} data={data} schedule={schedule} canEdit={canEdit} />
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-md bg-wine-50 p-4 text-wine-800">
          {data.version === null
            ? t`Questo tour non ha ancora un calendario: lo crea l'avvio del sito (npm start) o l'importazione, poi si cambia da qui.`
            : t`Il calendario di questo tour non si può leggere: va corretto nella console di Firebase (campi: ${fields}). Finché non è corretto, il tour non si prenota online.`}
        </p>
      )}
    </>
  );
}

function TourSettings({
  uid,
  data,
  schedule,
  canEdit,
}: {
  uid: string;
  data: ScheduleData;
  schedule: Schedule;
  canEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const change = useScheduleChange(uid, data);
  const failed = (error: unknown) =>
    toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.calendar)));
  const pause = () =>
    change.mutate(
      { op: 'setBookable', bookable: !schedule.bookable },
      {
        onSuccess: (next) =>
          toast.success(
            next.schedule?.bookable
              ? t`Prenotazioni online riprese.`
              : t`Prenotazioni online sospese.`,
          ),
        onError: failed,
      },
    );
  return (
    <TitledSection
      title={t`Impostazioni del tour`}
      className={SECTION}
      titleClassName="text-xl font-bold text-vine-900"
    >
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className={schedule.bookable ? 'text-stone-800' : 'font-semibold text-wine-800'}>
          {schedule.bookable
            ? t`Prenotazioni online: aperte.`
            : t`Prenotazioni online: sospese. Il tour non si prenota dal sito.`}
        </p>
        {canEdit && (
          <BusyButton busy={change.isPending} tone="outline" onClick={pause}>
            {schedule.bookable
              ? t`Sospendi le prenotazioni online`
              : t`Riprendi le prenotazioni online`}
          </BusyButton>
        )}
      </div>
      <div className="mt-5">
        {canEdit ? (
          <ScheduleSettingsForm
            key={data.version ?? ''}
            schedule={schedule}
            onSave={(next) =>
              change.mutateAsync(next).then(
                () => void toast.success(t`Orari e periodo salvati.`),
                (error: unknown) => {
                  failed(error);
                  throw error;
                },
              )
            }
          />
        ) : (
          <ReadOnlySettings schedule={schedule} />
        )}
      </div>
    </TitledSection>
  );
}

function ReadOnlySettings({ schedule }: { schedule: Schedule }) {
  const { t } = useLingui();
  const { startTime, leadHours, horizonDays } = schedule;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-stone-700">{t`Ora di partenza`}</dt>
        <dd className="font-semibold text-stone-900">{startTime}</dd>
      </div>
      <div>
        <dt className="text-sm text-stone-700">{t`Preavviso (ore)`}</dt>
        <dd className="font-semibold text-stone-900">{leadHours}</dd>
      </div>
      <div>
        <dt className="text-sm text-stone-700">{t`Prenotabile con anticipo (giorni)`}</dt>
        <dd className="font-semibold text-stone-900">{horizonDays}</dd>
      </div>
    </dl>
  );
}
