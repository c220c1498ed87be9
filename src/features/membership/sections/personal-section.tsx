import { useLingui } from '@lingui/react/macro';
import { PROVINCE_LENGTH } from '@/domain/api/membership';
import { TAX_CODE_LENGTH } from '@/domain/tax-code';
import { bindText } from '@/features/membership/bind-text';
import { FormSection } from '@/ui/form/form-section';
import { TextField } from '@/ui/form/text-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

export function PersonalSection({
  form,
  compact,
}: {
  form: MembershipFormState;
  compact: boolean;
}) {
  const { t } = useLingui();
  return (
    <FormSection legend={t`Dati personali`} compact={compact}>
      <TextField
        label={t`Nome e cognome`}
        {...bindText(form, 'fullName')}
        autoComplete="name"
        maxLength={120}
      />
      <TextField
        label={t`Codice fiscale`}
        {...bindText(form, 'taxCode')}
        upperCase
        maxLength={TAX_CODE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint={t`16 caratteri, per esempio RSSMRA85T10A562S`}
      />
      <TextField label={t`Luogo di nascita`} {...bindText(form, 'birthPlace')} maxLength={100} />
      <TextField
        label={t`Data di nascita`}
        {...bindText(form, 'birthDate')}
        type="date"
        autoComplete="bday"
      />
      <TextField
        label={t`Indirizzo`}
        {...bindText(form, 'address')}
        autoComplete="street-address"
        maxLength={200}
      />
      <TextField
        label={t`Città`}
        {...bindText(form, 'city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <TextField
        label={t`CAP`}
        {...bindText(form, 'postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
      />
      <TextField
        label={t`Provincia`}
        {...bindText(form, 'province')}
        upperCase
        maxLength={PROVINCE_LENGTH}
        hint={t`Sigla di 2 lettere, per esempio VR`}
      />
      <TextField
        label={t`Telefono`}
        {...bindText(form, 'phone')}
        type="tel"
        autoComplete="tel"
        maxLength={40}
      />
      <TextField
        label={t`Email`}
        {...bindText(form, 'email')}
        type="email"
        autoComplete="email"
        maxLength={200}
      />
    </FormSection>
  );
}
