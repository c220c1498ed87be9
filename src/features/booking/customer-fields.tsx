import { useLingui } from '@lingui/react/macro';
import type { BookingFormState, TextField as TextFieldName } from './booking-form-state';
import type { InvalidField } from './build-booking-request';
import { TextField } from '@/ui/form/text-field';

interface CustomerFieldsProps {
  form: Pick<BookingFormState, 'customerName' | 'customerEmail' | 'customerPhone'>;
  invalidFields: readonly InvalidField[];
  onChange: (field: TextFieldName, value: string) => void;
}

/** Who books: full name and e-mail required, phone optional (requirements §5). */
export function CustomerFields({ form, invalidFields, onChange }: CustomerFieldsProps) {
  const { t } = useLingui();
  const errorFor = (field: InvalidField, message: string) =>
    invalidFields.includes(field) ? message : undefined;
  return (
    <>
      <TextField
        label={t`Nome e cognome`}
        value={form.customerName}
        onChange={(value) => onChange('customerName', value)}
        required
        autoComplete="name"
        maxLength={120}
        error={errorFor('customerName', t`Inserisci il tuo nome e cognome.`)}
      />
      <TextField
        label={t`Email`}
        type="email"
        value={form.customerEmail}
        onChange={(value) => onChange('customerEmail', value)}
        required
        autoComplete="email"
        maxLength={200}
        error={errorFor('customerEmail', t`Inserisci un indirizzo email valido.`)}
      />
      <TextField
        label={t`Telefono (facoltativo)`}
        type="tel"
        value={form.customerPhone}
        onChange={(value) => onChange('customerPhone', value)}
        autoComplete="tel"
        maxLength={40}
        error={errorFor('customerPhone', t`Controlla il numero di telefono.`)}
      />
    </>
  );
}
