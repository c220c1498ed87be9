import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { todayInRome } from '@/domain/calendar';
import { formatMoment } from '@/domain/format';
import type { CollectedWaivers } from '@/domain/staff/roster-waivers';
import { TOUR_IDS, TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { DateField } from '@/ui/form/date-field';
import { TitledSection } from '@/ui/titled-section';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { FreshnessStatus, SectionReadState } from '@/features/staff/staff-section';
import { auditLogQueryKey, rosterQueryPrefix } from '@/features/staff/api/staff-query-keys';
import { useStaffRoster, type RosterData } from '@/features/staff/api/staff-roster';
import { CancelDateButton } from './cancel-date-button';
import { PostponeDateButton } from './postpone-date-button';
import { CheckInPanel, type CheckInPanelProps } from './check-in-panel';
import { OfflineReadyPanel } from '@/features/staff/offline-ready/offline-ready-panel';
import { ExportCsvButton } from './export-csv-button';
import { byTour } from './roster-totals';
import { RosterTour } from './roster-tour';
import type { StaffViewProps } from '@/features/staff/staff-views';
import { useCheckIns } from './use-check-ins';
import { useCollectedWaivers } from './use-collected-waivers';

const AuditLogSection = lazy(() =>
  import('./audit-log-section').then((module) => ({ default: module.AuditLogSection })),
);
const WaitlistSection = lazy(() =>
  import('./waitlist-section').then((module) => ({ default: module.WaitlistSection })),
);

/**
 * "Giornata": a day's roster of every tour, check-in at the meeting point (offline too, once the
 * day was opened online; "Pronto per lavorare offline" says whether this phone is ready), the CSV
 * export and the activity log for everyone; the weather cancellation and postponement for
 * managers only (the server refuses them to guides too). The day is in the address (`data`), so
 * the season map can open it.
 */
export function DayView({
  uid,
  isManager,
  date,
  onDateChange,
}: StaffViewProps & { date: string; onDateChange: (date: string) => void }) {
  const { t, i18n } = useLingui();
  const setDate = onDateChange;
  const roster = useStaffRoster(uid, date);
  const checkIns = useCheckIns(uid);
  const waivers = useCollectedWaivers(uid);
  const queryClient = useQueryClient();
  const unsentCount = checkIns.unsent.size;
  const unsentWaivers = waivers.collected.size;
  const rosterLoading = roster.isPending && date !== '';
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: rosterQueryPrefix(uid) });
    void queryClient.invalidateQueries({ queryKey: auditLogQueryKey(uid) });
  };
  return (
    <>
      <DateField className="mt-6 max-w-md" label={t`Data`} value={date} onChange={setDate} />
      <OfflineReadyPanel uid={uid} date={date} />
      {unsentCount > 0 && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {t`Check-in da inviare: ${unsentCount}. Partiranno appena torna la connessione.`}
        </p>
      )}
      {unsentWaivers > 0 && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {t`Liberatorie da inviare: ${unsentWaivers}. Partiranno appena torna la connessione.`}
        </p>
      )}
      <SectionReadState
        loading={rosterLoading ? t`Caricamento dell'elenco...` : null}
        error={
          roster.isError ? i18n._(errorMessage(roster.error, STAFF_ERROR_CONTEXTS.roster)) : null
        }
      />
      {roster.data && (
        <RosterDay
          roster={roster.data}
          unsent={checkIns.unsent}
          onAdmitted={checkIns.checkIn}
          collected={waivers.collected}
          onCollect={waivers.collect}
          onDateChanged={isManager ? reload : undefined}
        />
      )}
      {/* Shown once the day's roster has answered: the list grows above it, and a button drawn
          while it loads would move away from the finger reaching for it. */}
      {isManager && !rosterLoading && <WeatherCancellation date={date} onCancelled={reload} />}
      <Suspense fallback={null}>
        <WaitlistSection uid={uid} date={date} />
      </Suspense>
      <Suspense fallback={null}>
        <AuditLogSection uid={uid} />
      </Suspense>
    </>
  );
}

function RosterDay({
  roster,
  unsent,
  onAdmitted,
  collected,
  onCollect,
  onDateChanged,
}: {
  /** Managers only: "Cambia data" on each paid booking, then the roster is read again. */
  onDateChanged: (() => void) | undefined;
  roster: RosterData;
  unsent: ReadonlyMap<string, string>;
  onAdmitted: (bookingId: string) => Promise<void>;
  collected: CollectedWaivers;
  onCollect: CheckInPanelProps['onCollect'];
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const asOf = formatMoment(roster.asOf, locale);
  return (
    <>
      <FreshnessStatus
        className="mt-3 text-sm text-stone-700"
        fromDevice={roster.fromDevice}
        fresh={t`Elenco aggiornato il ${asOf}. Resta disponibile anche senza connessione.`}
        offline={t`Senza connessione: elenco salvato su questo dispositivo, aggiornato il ${asOf}.`}
        unreachable={t`Impossibile aggiornare adesso: elenco salvato su questo dispositivo, aggiornato il ${asOf}.`}
      />
      <CheckInPanel
        roster={roster}
        today={todayInRome(new Date())}
        unsent={unsent}
        onAdmitted={onAdmitted}
        collected={collected}
        onCollect={onCollect}
      />
      <section aria-labelledby="roster-title" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="roster-title" className="text-2xl font-bold text-vine-900">
            {t`Prenotazioni del giorno`}
          </h2>
          <ExportCsvButton roster={roster} unsent={unsent} collected={collected} />
        </div>
        {roster.bookings.length === 0 ? (
          <p className="mt-3 text-stone-800">{t`Nessuna prenotazione per questa data.`}</p>
        ) : (
          byTour(roster.bookings).map((bookings) => (
            <RosterTour
              key={bookings[0]?.tourId}
              bookings={bookings}
              unsent={unsent}
              collected={collected}
              onDateChanged={onDateChanged}
            />
          ))
        )}
      </section>
    </>
  );
}

/**
 * Calling a day off for bad weather, for any tour (with bookings or not: the date closes). A day
 * already gone is not offered (the server refuses it by its own clock anyway).
 */
function WeatherCancellation({ date, onCancelled }: { date: string; onCancelled: () => void }) {
  const { t } = useLingui();
  const past = date !== '' && date < todayInRome(new Date());
  return (
    <TitledSection title={t`Annullare una data per maltempo`} className="mt-12">
      {past && (
        <p role="status" className="mt-4 rounded-md bg-stone-100 p-3 text-stone-800">
          {t`Questa data è già passata: non si può annullare.`}
        </p>
      )}
      <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        {TOUR_IDS.map((tourId) => (
          <li key={tourId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span className="font-semibold text-stone-900">{TOURS[tourId].displayName}</span>
            {date && !past && (
              <span className="flex flex-wrap gap-2">
                <PostponeDateButton
                  tourId={tourId}
                  tourName={TOURS[tourId].displayName}
                  date={date}
                  onPostponed={onCancelled}
                />
                <CancelDateButton
                  tourId={tourId}
                  tourName={TOURS[tourId].displayName}
                  date={date}
                  onCancelled={onCancelled}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
