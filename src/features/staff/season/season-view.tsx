import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDayMonthYear, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { TitledSection } from '@/ui/titled-section';
import { useStaffSeason, type SeasonData } from '../api/staff-season';
import type { StaffViewProps } from '../staff-views';
import { CheckInShare } from './check-in-share';
import { HeatLegend, SeasonHeatMap } from './season-heat-map';
import { ALL_TOURS, firstTourShown, SeasonTourPicker } from './season-tour-picker';
import { SeasonMoneySection } from './season-money-section';
import { FreshnessStatus } from '@/features/staff/staff-section';

/**
 * "Stagione": how full the next eight weeks are (a heat map per tour, each day tapping into its
 * roster), the share of booked people who came and, for managers, revenue and refunds by month
 * and by tour. Read-only, so the phone's last copy serves it offline with its "as of" time.
 */
export function SeasonView({ uid }: StaffViewProps) {
  const { t, i18n } = useLingui();
  const season = useStaffSeason(uid);
  if (season.isPending) {
    return (
      <p role="status" className="mt-6 text-stone-700">
        {t`Caricamento della stagione...`}
      </p>
    );
  }
  if (season.isError) {
    return (
      <p role="alert" className="mt-6 rounded-md bg-wine-50 p-4 text-wine-800">
        {i18n._(errorMessage(season.error, STAFF_ERROR_CONTEXTS.staff))}
      </p>
    );
  }
  return <Season season={season.data} />;
}

function Season({ season }: { season: SeasonData }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const asOf = formatMoment(season.asOf, locale);
  const from = formatDayMonthYear(season.from, locale);
  const to = formatDayMonthYear(season.to, locale);
  const [shown, setShown] = useState(() => firstTourShown(season.tours));
  const tours =
    shown === ALL_TOURS ? season.tours : season.tours.filter((tour) => tour.tourId === shown);
  return (
    <>
      <FreshnessStatus
        className="mt-6 text-sm text-stone-700"
        fromDevice={season.fromDevice}
        fresh={t`Stagione aggiornata il ${asOf}.`}
        offline={t`Senza connessione: stagione salvata su questo dispositivo, aggiornata il ${asOf}.`}
        unreachable={t`Impossibile aggiornare adesso: stagione salvata su questo dispositivo, aggiornata il ${asOf}.`}
      />
      <TitledSection title={t`Posti venduti nelle prossime otto settimane`} className="mt-6">
        <p className="mt-2 text-sm text-stone-700">
          {t`Dal ${from} al ${to}. Tocca un giorno per aprire le prenotazioni di quel giorno.`}
        </p>
        <HeatLegend />
        {season.tours.length === 0 ? (
          <p className="mt-4 text-stone-800">{t`Nessuna partenza in queste settimane.`}</p>
        ) : (
          <>
            <SeasonTourPicker tours={season.tours} shown={shown} onShow={setShown} />
            {tours.map((tour) => (
              <SeasonHeatMap key={tour.tourId} tour={tour} from={season.from} to={season.to} />
            ))}
          </>
        )}
      </TitledSection>
      <CheckInShare checkIns={season.checkIns} />
      {season.money && <SeasonMoneySection money={season.money} />}
    </>
  );
}
