import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import type { StaffSeason } from '@/domain/api/staff-season';
import { formatEuros, formatPrice } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { formatShortMonth } from '@/domain/months';
import { TitledSection } from '@/ui/titled-section';
import { canDrawCharts } from './can-draw';
import type { BarSeries } from './season-bar-chart';

/** uPlot comes with the chart, loaded only when a manager opens Stagione. */
const SeasonBarChart = lazy(() =>
  import('./season-bar-chart').then((module) => ({ default: module.SeasonBarChart })),
);

type Money = NonNullable<StaffSeason['money']>;
interface MoneyRow {
  key: string;
  label: string;
  /** The chart's shorter name for the row ('dic 25'). */
  axisLabel: string;
  revenueCents: number;
  refundCents: number;
  paidBookings: number;
}

const REVENUE_COLOUR = '#4d6b32';
const REFUND_COLOUR = '#8a1c3a';

/** Revenue and refunds by month and by tour (managers only): a chart, and its figures in a table. */
export function SeasonMoneySection({ money }: { money: Money }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  // Kept across renders: a new array would draw the charts again.
  const months = useMemo(
    () =>
      money.byMonth.map((month) => ({
        ...month,
        key: month.month,
        label: formatShortMonth(month.month, locale),
        axisLabel: formatShortMonth(month.month, locale, '2-digit'),
      })),
    [money, locale],
  );
  const tours = useMemo(
    () =>
      money.byTour.map((tour) => ({
        ...tour,
        key: tour.tourId,
        label: tour.tourName,
        axisLabel: tour.tourName,
      })),
    [money],
  );
  return (
    <TitledSection title={t`Incassi e rimborsi`} className="mt-12">
      <p className="mt-2 text-sm text-stone-700">
        {t`Incassi per data di pagamento; rimborsi come li riporta Stripe (anche quelli fatti dalla dashboard), ultimi 12 mesi.`}
      </p>
      <MoneyBlock title={t`Per mese`} caption={t`Incassi e rimborsi per mese`} rows={months} />
      <MoneyBlock
        title={t`Per tour`}
        caption={t`Incassi e rimborsi per tour, ultimi 12 mesi`}
        rows={tours}
        empty={t`Nessun incasso negli ultimi 12 mesi.`}
      />
    </TitledSection>
  );
}

function MoneyBlock({
  title,
  caption,
  rows,
  empty,
}: {
  title: string;
  caption: string;
  rows: MoneyRow[];
  empty?: string;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const categories = useMemo(() => rows.map((row) => row.axisLabel), [rows]);
  const series = useMemo<BarSeries[]>(
    () => [
      { label: t`Incassi`, colour: REVENUE_COLOUR, values: rows.map((r) => r.revenueCents / 100) },
      { label: t`Rimborsi`, colour: REFUND_COLOUR, values: rows.map((r) => r.refundCents / 100) },
    ],
    [rows, t],
  );
  const formatValue = useMemo(() => (euros: number) => formatPrice(euros * 100, locale), [locale]);
  const drawable = useMemo(() => canDrawCharts(), []);
  const total = (pick: (row: MoneyRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return (
    <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {rows.length === 0 && empty ? (
        <p className="mt-2 text-stone-800">{empty}</p>
      ) : (
        <>
          {drawable && (
            <Suspense fallback={null}>
              <SeasonBarChart categories={categories} series={series} formatValue={formatValue} />
            </Suspense>
          )}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-700">
                  <th scope="col" className="py-1 pr-3">
                    {title}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">{t`Incassi`}</th>
                  <th scope="col" className="py-1 pr-3 text-right">{t`Rimborsi`}</th>
                  <th scope="col" className="py-1 text-right">{t`Pagamenti`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-stone-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.label}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">
                      {formatEuros(row.revenueCents, locale)}
                    </td>
                    <td className="py-1 pr-3 text-right tabular-nums">
                      {formatEuros(row.refundCents, locale)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{row.paidBookings}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="py-1 pr-3">{t`Totale`}</th>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {formatEuros(
                      total((row) => row.revenueCents),
                      locale,
                    )}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {formatEuros(
                      total((row) => row.refundCents),
                      locale,
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {total((row) => row.paidBookings)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
