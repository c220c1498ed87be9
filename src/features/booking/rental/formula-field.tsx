import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '@/domain/format';
import {
  RENTAL_FORMULAS,
  RENTAL_PRICES,
  bikePriceCents,
  type RentalFormula,
  type RentalModelId,
} from '@/domain/rental/price-list';
import { useLanguage } from '@/i18n/language-context';
import { RadioGroupField } from '@/ui/form/radio-group-field';

const FORMULA_NAMES: Readonly<Record<RentalFormula, MessageDescriptor>> = {
  half_day: msg`Mezza giornata`,
  full_day: msg`Giornata intera`,
  two_days: msg`2 giorni (lun–ven)`,
  three_days: msg`3 giorni (weekend)`,
};

/** The formula, each with its price for one bike from the price list. */
export function FormulaField({
  modelId,
  value,
  onChange,
}: {
  modelId: RentalModelId;
  value: RentalFormula;
  onChange: (formula: RentalFormula) => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const extraDay = formatPrice(RENTAL_PRICES[modelId].extraDayCents, locale);
  return (
    <div>
      <RadioGroupField
        legend={t`Formula`}
        name={`rental-formula-${modelId}`}
        value={value}
        options={RENTAL_FORMULAS.map((formula) => ({
          value: formula,
          label: `${i18n._(FORMULA_NAMES[formula])} · ${formatPrice(bikePriceCents(modelId, formula, 1), locale)}`,
        }))}
        onChange={onChange}
      />
      {value !== 'half_day' && (
        <p className="mt-1 text-sm text-stone-600">{t`Ogni giorno in più: ${extraDay} a bici.`}</p>
      )}
    </div>
  );
}
