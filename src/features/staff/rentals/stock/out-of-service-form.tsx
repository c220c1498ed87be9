import { useLingui } from '@lingui/react/macro';
import type { RentalStockChange, StockModel } from '@/domain/api/staff-rental-stock';
import { FRAME_SIZES, type FrameSize } from '@/domain/rental/sizes';
import { DateField } from '@/ui/form/date-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useStockChangeForm } from './use-stock-change-form';
import { SubmitRow } from '@/ui/form/submit-row';

type Field = 'units' | 'from' | 'to' | 'note';
interface Values {
  size: FrameSize;
  units: string;
  from: string;
  to: string;
  note: string;
}

const asChange = (model: StockModel, values: Values) => ({
  op: 'addOutOfService' as const,
  modelId: model.modelId,
  range: {
    size: values.size,
    units: Number(values.units.trim() || Number.NaN),
    from: values.from,
    to: values.to,
    note: values.note.trim(),
  },
});

interface OutOfServiceFormProps {
  model: StockModel;
  today: string;
  onSave: (change: RentalStockChange) => Promise<unknown>;
}

/**
 * "Fuori servizio": bikes of one size that cannot go out on a range of days (a bike in repair).
 * The server refuses it where those bikes are already rented, naming the days.
 */
export function OutOfServiceForm({ model, today, onSave }: OutOfServiceFormProps) {
  const { t } = useLingui();
  const form = useStockChangeForm<Values, Field>({
    initial: { size: 'M', units: '1', from: today, to: today, note: '' },
    needs: {
      units: t`Un numero intero di bici, da 1 a 200.`,
      from: t`Scegli il primo giorno.`,
      to: t`Scegli l'ultimo giorno, non prima del primo.`,
      note: t`Al massimo 200 caratteri.`,
    },
    changeOf: (values) => asChange(model, values),
    onSave,
    onSaved: () => form.setField('note', ''),
  });
  const { submitting } = form;
  return (
    <form
      {...form.formProps}
      aria-label={t`Bici fuori servizio di ${model.modelName}`}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
    >
      <SelectField
        name="size"
        label={t`Taglia`}
        value={form.values.size}
        options={FRAME_SIZES.map((size) => ({ value: size, label: size }))}
        onChange={(size) => form.setField('size', size)}
      />
      <TextField label={t`Quante bici`} inputMode="numeric" {...form.field('units')} required />
      <DateField
        className="col-span-2 sm:col-span-1"
        label={t`Dal`}
        {...form.field('from')}
        required
      />
      <DateField
        className="col-span-2 sm:col-span-1"
        label={t`Al (compreso)`}
        {...form.field('to')}
        required
      />
      <TextField
        className="col-span-2"
        label={t`Motivo`}
        hint={t`Per esempio: freni in riparazione.`}
        {...form.field('note')}
      />
      <SubmitRow
        className="col-span-2 sm:col-span-3"
        failure={form.failure}
        submitting={submitting}
      >
        {t`Metti fuori servizio`}
      </SubmitRow>
    </form>
  );
}
