import { useLingui } from '@lingui/react/macro';
import type { RentalStockChange, StockModel } from '@/domain/api/staff-rental-stock';
import { MAX_BUFFER_HOURS } from '@/domain/rental/hours';
import { FRAME_SIZES, type FrameSize } from '@/domain/rental/sizes';
import { TextField } from '@/ui/form/text-field';
import { useStockChangeForm } from './use-stock-change-form';
import { SubmitRow } from '@/ui/form/submit-row';

type Field = FrameSize | 'bufferHours';
type Values = Record<Field, string>;

const asNumber = (text: string) => Number(text.trim() || Number.NaN);

function asChange(modelId: StockModel['modelId'], values: Values) {
  return {
    op: 'setModel' as const,
    modelId,
    units: Object.fromEntries(FRAME_SIZES.map((size) => [size, asNumber(values[size])])),
    bufferHours: asNumber(values.bufferHours),
  };
}

interface ModelStockFormProps {
  model: StockModel;
  /** Sends the change; rejects when the server refuses it (its fields are then marked). */
  onSave: (change: RentalStockChange) => Promise<unknown>;
}

/**
 * A model's bikes per frame size and the hours a bike rests between two rentals, checked with
 * the server's own schema; a size lowered below the bikes already rented is refused by the
 * server on that size's field, naming the days.
 */
export function ModelStockForm({ model, onSave }: ModelStockFormProps) {
  const { t } = useLingui();
  const bikes = t`Un numero intero di bici, da 0 a 200.`;
  const form = useStockChangeForm<Values, Field>({
    initial: {
      ...(Object.fromEntries(
        FRAME_SIZES.map((size) => [size, String(model.units[size])]),
      ) as Record<FrameSize, string>),
      bufferHours: String(model.bufferHours),
    },
    needs: {
      ...(Object.fromEntries(FRAME_SIZES.map((size) => [size, bikes])) as Record<
        FrameSize,
        string
      >),
      bufferHours: t`Un numero intero di ore, da 0 a ${MAX_BUFFER_HOURS}.`,
    },
    changeOf: (values) => asChange(model.modelId, values),
    onSave,
  });
  const { submitting } = form;
  return (
    <form
      {...form.formProps}
      aria-label={t`Bici di ${model.modelName} per taglia`}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
    >
      {FRAME_SIZES.map((size) => (
        <TextField
          key={size}
          label={t`Taglia ${size}`}
          inputMode="numeric"
          {...form.field(size)}
          required
        />
      ))}
      <TextField
        label={t`Pausa tra noleggi (ore)`}
        hint={t`Per ricaricare la batteria.`}
        inputMode="numeric"
        {...form.field('bufferHours')}
        required
      />
      <SubmitRow
        className="col-span-2 sm:col-span-3"
        failure={form.failure}
        submitting={submitting}
      >
        {t`Salva bici e pausa`}
      </SubmitRow>
    </form>
  );
}
