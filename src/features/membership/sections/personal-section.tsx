import { useLingui } from '@lingui/react/macro';
import { PROVINCE_LENGTH } from '@/domain/api/membership';
import { livesInHomeCountry } from '@/domain/membership-rules';
import { TAX_CODE_LENGTH } from '@/domain/tax-code';
import { bindText } from '@/features/membership/bind-text';
import { CountryField } from '@/features/membership/country-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';
import { FormSection } from '@/ui/form/form-section';
import { TextField } from '@/ui/form/text-field';

export function PersonalSection({
  form,
  compact,
}: {
  form: MembershipFormState;
  compact: boolean;
}) {
  const { t } = useLingui();
  const home = livesInHomeCountry(form.values);
  return (
    <FormSection legend={t`Dati personali`} compact={compact}>
      <TextField
        label={t`Nome e cognome`}
        {...bindText(form, 'fullName')}
        autoComplete="name"
        maxLength={120}
      />
      <CountryField form={form} />
      <TextField
        label={t`Codice fiscale`}
        {...bindText(form, 'taxCode')}
        upperCase
        maxLength={TAX_CODE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint={
          home
            ? t`16 caratteri, per esempio RSSMRA85T10A562S`
            : t`Facoltativo per chi risiede all'estero; se lo indichi, lo controlliamo.`
        }
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
        maxLength={10}
      />
      {home && (
        <TextField
          label={t`Provincia`}
          {...bindText(form, 'province')}
          upperCase
          maxLength={PROVINCE_LENGTH}
          hint={t`Sigla di 2 lettere, per esempio VR`}
        />
      )}
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
