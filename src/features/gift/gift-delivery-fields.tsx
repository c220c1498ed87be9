import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_TEXT_LIMITS } from '@/domain/api/booking';
import { formatClockTime } from '@/domain/format';
import { deliveryClockTime } from '@/domain/vouchers/delivery';
import { useLanguage } from '@/i18n/language-context';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { DeliveryDateField } from './delivery-date-field';
import type { GiftValues } from './gift-values';
import { GiftStep } from './gift-step';

interface GiftDeliveryFieldsProps {
  values: GiftValues;
  setField: <Key extends keyof GiftValues>(field: Key, value: GiftValues[Key]) => void;
  errorOf: (field: 'recipientEmail' | 'deliveryDate' | 'deliveryHour') => string | undefined;
  now: Date;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** When the voucher is sent: at once to the buyer, or on a day and hour to the recipient. */
export function GiftDeliveryFields({ values, setField, errorOf, now }: GiftDeliveryFieldsProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <GiftStep legend={<Trans>La consegna</Trans>}>
      <RadioGroupField
        legend={t`Quando inviamo il buono?`}
        name="deliveryKind"
        value={values.deliveryKind}
        onChange={(kind) => setField('deliveryKind', kind)}
        options={[
          { value: 'now_to_buyer', label: t`Subito a me, per stamparlo o inoltrarlo` },
          { value: 'scheduled', label: t`In un giorno e a un'ora scelti, a chi lo riceve` },
        ]}
      />
      {values.deliveryKind === 'scheduled' && (
        <>
          <TextField
            label={t`Email di chi riceve il regalo`}
            name="recipientEmail"
            type="email"
            value={values.recipientEmail}
            onChange={(email) => setField('recipientEmail', email)}
            error={errorOf('recipientEmail')}
            maxLength={BOOKING_TEXT_LIMITS.email}
            required
          />
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <DeliveryDateField
              value={values.deliveryDate}
              onChange={(date) => setField('deliveryDate', date)}
              error={errorOf('deliveryDate')}
              now={now}
            />
            <SelectField
              label={t`Ora (ora italiana)`}
              name="deliveryHour"
              value={values.deliveryHour}
              onChange={(hour) => setField('deliveryHour', hour)}
              error={errorOf('deliveryHour')}
              required
              options={HOURS.map((hour) => ({
                value: `${hour}`,
                label: formatClockTime(deliveryClockTime(hour), locale),
              }))}
            />
          </div>
          <p className="text-sm text-stone-600">
            <Trans>
              A te arriva subito la ricevuta con il codice; a chi riceve il regalo, il buono nel
              giorno e all'ora scelti. Ti mandiamo una copia quando parte.
            </Trans>
          </p>
        </>
      )}
    </GiftStep>
  );
}
