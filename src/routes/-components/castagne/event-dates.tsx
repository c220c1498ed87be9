import { Plural, Trans } from '@lingui/react/macro';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { formatEventDates, formatMoment } from '@/domain/format';
import { capacityOn, upcomingDates } from '@/domain/schedule';
import { useLiveSchedules } from '@/features/booking/events/live-schedule';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { Icon } from '@/ui/page/icons';
import { PageSection } from '@/ui/page/page-section';
import { useHydrated } from '@/ui/use-hydrated';

interface ShownDate {
  iso: string;
  label: string;
  /** Unknown while a date cannot be booked online (inside the notice, or closed). */
  spotsLeft: number | undefined;
}

const CHESTNUT: ['castagne'] = ['castagne'];

/**
 * The chestnut tour's dates and free places: as published in prerendered HTML, then from the live
 * schedule and seat counters (or the last known ones offline).
 */
function useChestnutDates(): {
  dates: ShownDate[];
  left: number;
  total: number;
  /** When the seats shown were counted (the live answer, or the last one kept offline). */
  asOf?: string;
} {
  const hydrated = useHydrated();
  const live = useLiveSchedules(CHESTNUT).castagne;
  const localized = useLocalized();
  const { locale } = useLanguage();
  if (!hydrated || !live) {
    const dates = CASTAGNE_PAGE.dates.map((date) => ({ ...date, label: localized(date.label) }));
    const left = dates.reduce((sum, date) => sum + date.spotsLeft, 0);
    return { dates, left, total: CASTAGNE_PAGE.totalSpots };
  }
  const { schedule, remainingByDate } = live;
  const dates = upcomingDates(schedule, new Date()).map((iso) => ({
    iso,
    label: formatEventDates([iso], locale),
    spotsLeft: remainingByDate[iso],
  }));
  return {
    dates,
    left: dates.reduce((sum, date) => sum + (date.spotsLeft ?? 0), 0),
    total: dates.reduce((sum, date) => sum + capacityOn(schedule, date.iso), 0),
    asOf: live.asOf,
  };
}

export function SpotsBanner() {
  const { left, total, dates } = useChestnutDates();
  if (dates.length === 0) return null;
  return (
    <p className="flex items-center gap-3 rounded-2xl border-2 border-wine-600 bg-white p-4 font-semibold text-wine-700">
      <Icon name="info" className="h-6 w-6 shrink-0" />
      <span>
        <Plural
          value={left}
          one={`Posti limitati: resta # posto su ${total}.`}
          other={`Posti limitati: restano # posti su ${total}.`}
        />
      </span>
    </p>
  );
}

export function EventDates() {
  const { dates, asOf } = useChestnutDates();
  const { locale } = useLanguage();
  const when = asOf ? formatMoment(asOf, locale) : undefined;
  return (
    <PageSection title={<Trans>Le date</Trans>}>
      {dates.length === 0 ? (
        <p className="text-stone-800">
          <Trans>Le prossime date saranno pubblicate qui.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {dates.map((date) => (
            <li
              key={date.iso}
              className="rounded-xl bg-white p-4 shadow-sm"
              data-testid="event-date"
            >
              <p className="flex items-center gap-2 font-semibold text-vine-900">
                <Icon name="calendar" className="h-5 w-5 text-vine-700" />
                <time dateTime={date.iso}>{date.label}</time>
              </p>
              {date.spotsLeft !== undefined && (
                <p className="mt-1 pl-7 text-sm text-stone-700">
                  <Plural
                    value={date.spotsLeft}
                    one="# posto disponibile"
                    other="# posti disponibili"
                  />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {when && dates.length > 0 && (
        <p className="mt-3 text-sm text-stone-700">
          <Trans>Posti liberi aggiornati al {when}.</Trans>
        </p>
      )}
    </PageSection>
  );
}
