import { Plural, Trans } from '@lingui/react/macro';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { Icon } from '@/ui/page/icons';
import { PageSection } from '@/ui/page/page-section';
import { useLocalized } from '@/i18n/use-localized';

export function SpotsBanner() {
  const left = CASTAGNE_PAGE.dates.reduce((sum, date) => sum + date.spotsLeft, 0);
  const total = CASTAGNE_PAGE.totalSpots;
  return (
    <p className="flex items-center gap-3 rounded-2xl border-2 border-wine-600 bg-white p-4 font-semibold text-wine-700">
      <Icon name="info" className="h-6 w-6 shrink-0" />
      <span>
        <Trans>
          Posti limitati: restano {left} posti su {total}.
        </Trans>
      </span>
    </p>
  );
}

export function EventDates() {
  const localized = useLocalized();
  return (
    <PageSection id="dates" title={<Trans>Le date</Trans>}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CASTAGNE_PAGE.dates.map((date) => (
          <li key={date.iso} className="rounded-xl bg-white p-4 shadow-sm" data-testid="event-date">
            <p className="flex items-center gap-2 font-semibold text-vine-900">
              <Icon name="calendar" className="h-5 w-5 text-vine-700" />
              <time dateTime={date.iso}>{localized(date.label)}</time>
            </p>
            <p className="mt-1 pl-7 text-sm text-stone-700">
              <Plural
                value={date.spotsLeft}
                one="# posto disponibile"
                other="# posti disponibili"
              />
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
