import { Trans, useLingui } from '@lingui/react/macro';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@/domain/api/party';
import { formatPrice } from '@/domain/format';
import { TOUR_IDS, TOURS, type TourId } from '@/domain/tours';
import { VOUCHER_FREE_MAX_CENTS, VOUCHER_FREE_MIN_CENTS } from '@/domain/vouchers/amount';
import { useLanguage } from '@/i18n/language-context';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { AMOUNT_CHOICES, type GiftValues } from './gift-values';
import { GiftStep } from './gift-step';

interface GiftValueFieldsProps {
  values: GiftValues;
  setField: <Key extends keyof GiftValues>(field: Key, value: GiftValues[Key]) => void;
  errorOf: (field: 'amount' | 'tourId' | 'people') => string | undefined;
}

/** What the voucher is worth: a preset or free amount, or a tour for a number of people. */
export function GiftValueFields({ values, setField, errorOf }: GiftValueFieldsProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const min = formatPrice(VOUCHER_FREE_MIN_CENTS, locale);
  const max = formatPrice(VOUCHER_FREE_MAX_CENTS, locale);
  return (
    <GiftStep legend={<Trans>Il regalo</Trans>}>
      <RadioGroupField
        legend={t`Cosa vuoi regalare?`}
        name="valueKind"
        value={values.valueKind}
        onChange={(kind) => setField('valueKind', kind)}
        options={[
          { value: 'amount', label: t`Un importo` },
          { value: 'tour', label: t`Un tour` },
        ]}
      />
      {values.valueKind === 'amount' ? (
        <>
          <RadioGroupField
            legend={t`Importo`}
            name="amountChoice"
            value={values.amountChoice}
            onChange={(choice) => setField('amountChoice', choice)}
            options={AMOUNT_CHOICES.map((choice) => ({
              value: choice,
              label: choice === 'free' ? t`Altro importo` : formatPrice(Number(choice), locale),
            }))}
          />
          {values.amountChoice === 'free' && (
            <TextField
              label={t`Importo in euro`}
              name="amount"
              value={values.amount}
              onChange={(typed) => setField('amount', typed)}
              error={errorOf('amount')}
              hint={t`Da ${min} a ${max}, in euro interi.`}
              inputMode="numeric"
              maxLength={9}
              required
            />
          )}
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <SelectField<TourId | ''>
            label={t`Tour`}
            name="tourId"
            value={values.tourId}
            onChange={(tourId) => setField('tourId', tourId)}
            error={errorOf('tourId')}
            required
            options={[
              { value: '', label: t`Scegli un tour` },
              ...TOUR_IDS.map((id) => ({
                value: id,
                label: t`${TOURS[id].displayName} (${formatPrice(TOURS[id].priceCents, locale)} a persona)`,
              })),
            ]}
          />
          <SelectField
            label={t`Persone`}
            name="people"
            value={`${values.people}`}
            onChange={(people) => setField('people', Number(people))}
            error={errorOf('people')}
            required
            options={Array.from({ length: PARTICIPANTS_MAX - PARTICIPANTS_MIN + 1 }, (_, i) => ({
              value: `${PARTICIPANTS_MIN + i}`,
              label: `${PARTICIPANTS_MIN + i}`,
            }))}
          />
        </div>
      )}
    </GiftStep>
  );
}
