import type { ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { RENTAL_TIERS, type RentalModel } from '@/content/rental';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { formatPrice } from '@/domain/format';
import { ResponsiveImage } from '@/ui/responsive-image';
import { RentalBookingSlot } from '@/features/booking/rental/rental-booking-slot';

export function RentalModelCard({
  model,
  priority = false,
  loadJoinForm,
}: {
  model: RentalModel;
  loadJoinForm: ComponentProps<typeof RentalBookingSlot>['loadJoinForm'];
  /** The first card: its picture is the largest above the fold, fetched first. */
  priority?: boolean;
}) {
  const localized = useLocalized();
  const { locale } = useLanguage();
  const titleId = `rental-${model.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="rental-model"
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <ResponsiveImage
        id={model.image}
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 id={titleId} className="text-xl font-semibold text-vine-900">
          {model.name}
        </h2>
        <p className="text-stone-700">{localized(model.description)}</p>
        <table className="mt-auto w-full text-left">
          <caption className="sr-only">
            <Trans>Prezzi di noleggio {model.name}</Trans>
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">
                <Trans>Durata</Trans>
              </th>
              <th scope="col">
                <Trans>Prezzo</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {model.prices.map(({ tier, cents }) => (
              <tr key={tier}>
                <th scope="row" className="py-2 font-normal text-stone-800">
                  {localized(RENTAL_TIERS[tier])}
                </th>
                <td className="py-2 text-right font-semibold text-vine-800">
                  {formatPrice(cents, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <RentalBookingSlot modelId={model.id} modelName={model.name} loadJoinForm={loadJoinForm} />
      </div>
    </article>
  );
}
