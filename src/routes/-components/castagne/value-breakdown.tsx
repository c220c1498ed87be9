import { Trans } from '@lingui/react/macro';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { TOURS } from '@/domain/tours';
import { PageSection } from '@/ui/page/page-section';
import { savingPercent } from '@/ui/page/saving';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { formatPrice } from '@/domain/format';

/** What the day is worth item by item, against the event price. */
export function ValueBreakdown() {
  const localized = useLocalized();
  const { locale } = useLanguage();
  const value = CASTAGNE_PAGE.valueItems.reduce((sum, item) => sum + item.cents, 0);
  const price = TOURS.castagne.priceCents;
  const saving = savingPercent(price, value);
  return (
    <PageSection title={<Trans>Quanto vale la giornata</Trans>}>
      <table className="w-full text-left">
        <caption className="sr-only">
          <Trans>Valore delle singole voci e prezzo dell'evento</Trans>
        </caption>
        <tbody className="divide-y divide-stone-200">
          {CASTAGNE_PAGE.valueItems.map((item) => (
            <tr key={item.label.it}>
              <th scope="row" className="py-2 font-normal">
                {localized(item.label)}
              </th>
              <td className="py-2 text-right">{formatPrice(item.cents, locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 font-semibold">
              <Trans>Valore totale</Trans>
            </th>
            <td className="py-2 text-right font-semibold line-through" data-testid="total-value">
              {formatPrice(value, locale)}
            </td>
          </tr>
          <tr className="text-vine-800">
            <th scope="row" className="py-2 text-lg font-bold">
              <Trans>Prezzo dell'evento</Trans>
            </th>
            <td className="py-2 text-right text-2xl font-bold" data-testid="event-price">
              {formatPrice(price, locale)}
            </td>
          </tr>
        </tbody>
      </table>
      <p
        className="inline-flex rounded-full bg-green-800 px-4 py-1.5 font-semibold text-white"
        data-testid="saving"
      >
        <Trans>Risparmi il {saving}%</Trans>
      </p>
    </PageSection>
  );
}
