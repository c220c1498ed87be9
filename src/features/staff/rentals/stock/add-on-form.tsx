import { useLingui } from '@lingui/react/macro';
import {
  rentalStockChangeSchema,
  type RentalStockChange,
  type StockAddOn,
} from '@/domain/api/staff-rental-stock';
import { parseEuroCents, typedEuros } from '@/domain/money';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useLanguage } from '@/i18n/language-context';
import { fieldErrorsFrom } from '@/ui/form/field-errors-from';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { useBelowRented } from './use-below-rented';
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
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const belowRented = useBelowRented();
  const name = addOn.name[locale];
  const stockErrors = fieldErrorsFrom<unknown, Field, string>(rentalStockChangeSchema, {
    fields: {
      units: t`Un numero intero, da 0 a 200.`,
      price: t`Scrivi il prezzo in euro, per esempio 5,00.`,
    },
    segment: 'last',
    renamed: { pricePerDayCents: 'price' },
  });
  const form = useCheckedForm<Values, Field, string>({
    initial: { units: String(addOn.units), price: typedEuros(addOn.pricePerDayCents) },
    check: (values) => stockErrors.check(asChange(addOn, values)),
    refused: (fields) => belowRented.words(stockErrors.refused(fields)),
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.rentalStock)),
    send: (values) => belowRented.send(() => onSave(asChange(addOn, values))),
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
