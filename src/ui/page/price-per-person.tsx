import { Trans } from '@lingui/react/macro';
import { TOURS, type TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { formatPrice } from '@/domain/format';

/** A tour's catalogue price "per person", right-aligned beside a card's title. */
export function PricePerPerson({ tourId }: { tourId: TourId }) {
  const { locale } = useLanguage();
  return (
    <p className="text-right leading-tight">
      <span className="block text-2xl font-bold text-vine-800" data-testid="price">
        {formatPrice(TOURS[tourId].priceCents, locale)}
      </span>
      <span className="text-xs text-stone-700">
        <Trans>a persona</Trans>
      </span>
    </p>
  );
}
