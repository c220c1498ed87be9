import { Trans, useLingui } from '@lingui/react/macro';
import { RENTAL_ADD_ON_QUANTITY_MAX, type RentalAddOnOffer } from '@/domain/api/rental';
import { formatPrice } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorClass, legendClass } from '@/ui/form/field-styles';
import { SelectField } from '@/ui/form/select-field';

interface AddOnsFieldProps {
  offers: readonly RentalAddOnOffer[];
  chosen: Readonly<Record<string, number>>;
  onChange: (addOnId: string, quantity: number) => void;
  error?: string | undefined;
}

/** The extras (child seat, trailer, battery), each up to what is free; the helmet is included. */
export function AddOnsField({ offers, chosen, onChange, error }: AddOnsFieldProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (offers.length === 0) return null;
  return (
    <fieldset>
      <legend className={legendClass}>
        <Trans>Accessori</Trans>
      </legend>
      <p className="-mt-2 mb-2 text-sm text-stone-600">
        <Trans>Il casco è sempre incluso.</Trans>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {offers.map((offer) => {
          const count = chosen[offer.addOnId] ?? 0;
          const free = offer.free ?? 0;
          const most = Math.min(RENTAL_ADD_ON_QUANTITY_MAX, Math.max(free, count));
          const price = formatPrice(offer.pricePerDayCents, locale);
          return (
            <SelectField
              key={offer.addOnId}
              label={offer.name[locale]}
              hint={t`${price} al giorno · ${free} liberi`}
              value={String(count)}
              options={Array.from({ length: most + 1 }, (_, value) => ({
                value: String(value),
                label: String(value),
              }))}
              onChange={(value) => onChange(offer.addOnId, Number(value))}
            />
          );
        })}
      </div>
      {error && <p className={errorClass}>{error}</p>}
    </fieldset>
  );
}
