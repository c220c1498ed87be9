import { useLingui } from '@lingui/react/macro';
import type { RentalStockChange, StockAddOn } from '@/domain/api/staff-rental-stock';
import { parseEuroCents, typedEuros } from '@/domain/money';
import { useLanguage } from '@/i18n/language-context';
import { TextField } from '@/ui/form/text-field';
import { useStockChangeForm } from './use-stock-change-form';
import { SubmitRow } from '@/ui/form/submit-row';

type Field = 'units' | 'price';
type Values = Record<Field, string>;

const asChange = (addOn: StockAddOn, values: Values) => ({
  op: 'setAddOn' as const,
  addOnId: addOn.addOnId,
  units: Number(values.units.trim() || Number.NaN),
  pricePerDayCents: parseEuroCents(values.price) ?? Number.NaN,
});

interface AddOnFormProps {
  addOn: StockAddOn;
  onSave: (change: RentalStockChange) => Promise<unknown>;
}

/** An add-on's units and its price per unit and day; the server refuses units below those rented. */
export function AddOnForm({ addOn, onSave }: AddOnFormProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const name = addOn.name[locale];
  const form = useStockChangeForm<Values, Field>({
    initial: { units: String(addOn.units), price: typedEuros(addOn.pricePerDayCents) },
    needs: {
      units: t`Un numero intero, da 0 a 200.`,
      price: t`Scrivi il prezzo in euro, per esempio 5,00.`,
    },
    renamed: { pricePerDayCents: 'price' },
    changeOf: (values) => asChange(addOn, values),
    onSave,
  });
  const { submitting } = form;
  return (
    <form {...form.formProps} aria-label={name} className="grid grid-cols-2 items-start gap-3">
      <TextField label={t`${name}: quanti`} inputMode="numeric" {...form.field('units')} required />
      <TextField
        label={t`Prezzo al giorno (€)`}
        inputMode="decimal"
        {...form.field('price')}
        required
      />
      <SubmitRow
        className="col-span-2"
        failure={form.failure}
        submitting={submitting}
        tone="outline"
      >
        {t`Salva ${name}`}
      </SubmitRow>
    </form>
  );
}
