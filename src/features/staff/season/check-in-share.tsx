import { useLingui } from '@lingui/react/macro';
import type { StaffSeason } from '@/domain/api/staff-season';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { TitledSection } from '@/ui/titled-section';

/** The share of booked participants who checked in on the period's past days, as a bar and in words. */
export function CheckInShare({ checkIns }: { checkIns: StaffSeason['checkIns'] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { booked, checkedIn } = checkIns;
  const percent = booked === 0 ? 0 : Math.round((checkedIn / booked) * 100);
  const from = formatDayMonthYear(checkIns.from, locale);
  const to = formatDayMonthYear(checkIns.to, locale);
  return (
    <TitledSection
      title={t`Presenze`}
      className="mt-12 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      {booked === 0 ? (
        <p className="mt-2 text-stone-800">
          {t`Nessun partecipante prenotato dal ${from} al ${to}.`}
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-800">
            <span className="text-3xl font-bold text-vine-900">{percent}%</span>{' '}
            {t`dei partecipanti prenotati ha fatto il check-in: ${checkedIn} su ${booked}, dal ${from} al ${to}.`}
          </p>
          <div
            aria-hidden="true"
            className="mt-3 h-3 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-vine-600" style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
    </TitledSection>
  );
}
