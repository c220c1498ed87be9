import { useLingui } from '@lingui/react/macro';
import { RadioGroupField } from '@/ui/form/radio-group-field';

export type HalfDaySlotChoice = 'morning' | 'afternoon';

/** Morning (09:00–13:00) or afternoon (14:00–18:00): a half day's only two slots. */
export function HalfDaySlotField({
  value,
  onChange,
}: {
  value: HalfDaySlotChoice;
  onChange: (slot: HalfDaySlotChoice) => void;
}) {
  const { t } = useLingui();
  return (
    <RadioGroupField
      legend={t`Fascia oraria`}
      name="rental-half-day-slot"
      value={value}
      options={[
        { value: 'morning', label: t`Mattina (09:00–13:00)` },
        { value: 'afternoon', label: t`Pomeriggio (14:00–18:00)` },
      ]}
      onChange={onChange}
    />
  );
}
