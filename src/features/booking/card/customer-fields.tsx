import { useLingui } from '@lingui/react/macro';
import type { BookingFormState, TextField as TextFieldName } from './booking-form-state';
import type { InvalidField } from './build-booking-request';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import { TextField } from '@/ui/form/text-field';

interface CustomerFieldsProps {
  form: Pick<BookingFormState, 'customerName' | 'customerEmail' | 'customerPhone'>;
  invalidFields: readonly InvalidField[];
  /** Refused fields whose text holds invisible characters (see build-booking-request). */
  hiddenCharacters: readonly string[];
  onChange: (field: TextFieldName, value: string) => void;
}

/** Who books: full name and e-mail required, phone optional (requirements §5). */
export function CustomerFields(props: CustomerFieldsProps) {
  const { form, invalidFields, hiddenCharacters, onChange } = props;
  const { t, i18n } = useLingui();
  const errorFor = (field: InvalidField, message: string) => {
    if (hiddenCharacters.includes(field)) return i18n._(HIDDEN_CHARACTERS_MESSAGE);
    return invalidFields.includes(field) ? message : undefined;
  };
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
