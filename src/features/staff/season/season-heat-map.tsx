import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SeasonDeparture, SeasonTour } from '@/domain/api/staff-season';
import { formatLongDate, formatWeekday } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { TitledSection } from '@/ui/titled-section';
import { HEAT_CLASSES, heatLevel, type HeatLevel } from './heat-level';
import { seasonWeeks } from './season-weeks';

/**
 * The next eight weeks of one tour as a calendar, Monday to Sunday: each departure a cell coloured
 * by how full it is, with its figure written in, tapping into that day's roster. Each cell's
 * label reads its figures out; the same figures are in a table below, for reading them in a row.
 */
export function SeasonHeatMap({ tour, from, to }: { tour: SeasonTour; from: string; to: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const byDate = new Map(tour.departures.map((departure) => [departure.date, departure]));
  return (
    <TitledSection
      title={
        <>
          {tour.tourName}
          {tour.paused && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t`in pausa: solo le date con prenotazioni`}
            </span>
          )}
        </>
      }
      level={3}
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      titleClassName="text-lg font-semibold text-stone-900"
    >
      <div className="mt-3 grid grid-cols-7 gap-1 text-center">
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <span key={weekday} aria-hidden="true" className="text-xs font-medium text-stone-600">
            {formatWeekday(weekday, locale).slice(0, 3)}
          </span>
        ))}
        {seasonWeeks(from, to).flatMap((week, row) =>
          week.map((date, column) => {
            const departure = date ? byDate.get(date) : undefined;
            if (!date || !departure) {
              return (
                <span
                  key={date ?? `blank-${row}-${column}`}
                  aria-hidden="true"
                  className="flex min-h-11 items-start justify-center rounded-md text-[0.65rem] text-stone-400"
                >
                  {date ? Number(date.slice(8)) : ''}
                </span>
              );
            }
            return <HeatCell key={date} departure={departure} />;
          }),
        )}
      </div>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-vine-800">
          {t`Tabella dei posti: ${tour.tourName}`}
        </summary>
        <DeparturesTable tour={tour} />
      </details>
    </TitledSection>
  );
}

function seatsFigure({ seatsSold, capacity }: SeasonDeparture): string {
  return capacity === null ? String(seatsSold) : `${seatsSold}/${capacity}`;
}

function HeatCell({ departure }: { departure: SeasonDeparture }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const level = heatLevel(departure);
  const day = formatLongDate(departure.date, locale);
  const sold = departure.seatsSold;
  const capacity = departure.capacity;
  const label = departure.closed
    ? t`${day}: chiusa, ${plural(sold, { one: '# posto venduto', other: '# posti venduti' })}`
    : capacity === null
      ? t`${day}: ${plural(sold, { one: '# posto venduto', other: '# posti venduti' })}, senza limite di posti`
      : t`${day}: ${plural(sold, { one: '# posto venduto', other: '# posti venduti' })} su ${capacity}`;
  return (
    <Link
      to="/staff"
      search={{ vista: 'giornata', data: departure.date }}
      aria-label={label}
      title={label}
      data-level={level satisfies HeatLevel}
      className={`flex min-h-11 flex-col items-center justify-center rounded-md text-xs leading-tight font-semibold ${HEAT_CLASSES[level]}`}
    >
      <span className="text-[0.65rem] font-normal opacity-80">
        {Number(departure.date.slice(8))}
      </span>
      <span>{seatsFigure(departure)}</span>
    </Link>
  );
}

function DeparturesTable({ tour }: { tour: SeasonTour }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <div className="overflow-x-auto">
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{t`Posti venduti per data: ${tour.tourName}`}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            <th scope="col" className="py-1 pr-3">{t`Data`}</th>
            <th scope="col" className="py-1 pr-3 text-right">{t`Posti venduti`}</th>
            <th scope="col" className="py-1 text-right">{t`Posti`}</th>
          </tr>
        </thead>
        <tbody>
          {tour.departures.map((departure) => (
            <tr key={departure.date} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {formatLongDate(departure.date, locale)}
                {departure.closed && ` (${t`chiusa`})`}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{departure.seatsSold}</td>
              <td className="py-1 text-right tabular-nums">
                {departure.capacity ?? t`senza limite`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each colour means (the figure in each cell says it too). */
export function HeatLegend() {
  const { t } = useLingui();
  const items: [HeatLevel, string][] = [
    ['empty', t`nessun posto venduto`],
    ['low', t`meno di un terzo`],
    ['half', t`fino a due terzi`],
    ['high', t`quasi pieno`],
    ['full', t`pieno`],
    ['uncapped', t`senza limite di posti`],
    ['closed', t`chiusa`],
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {items.map(([level, text]) => (
        <li key={level} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className={`inline-block size-3 rounded-sm ${HEAT_CLASSES[level]}`}
          />
          {text}
        </li>
      ))}
    </ul>
  );
}
