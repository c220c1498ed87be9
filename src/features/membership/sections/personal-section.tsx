import { useLingui } from '@lingui/react/macro';
import { livesInHomeCountry } from '@/domain/membership-rules';
import { bindField, bindText } from '@/features/membership/bind-text';
import { CountryField } from '@/features/membership/country-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';
import { FormSection } from '@/ui/form/form-section';
import { DateField } from '@/ui/form/date-field';
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
      <TextField label={t`Nome e cognome`} {...bindText(form, 'fullName')} autoComplete="name" />
      <CountryField form={form} />
      <TextField
        label={t`Codice fiscale`}
        {...bindText(form, 'taxCode')}
        upperCase
        autoComplete="off"
        spellCheck={false}
        hint={
          home
            ? t`16 caratteri, per esempio RSSMRA85T10A562S`
            : t`Facoltativo per chi risiede all'estero; se lo indichi, lo controlliamo.`
        }
      />
      <TextField label={t`Luogo di nascita`} {...bindText(form, 'birthPlace')} />
      <DateField label={t`Data di nascita`} {...bindField(form, 'birthDate')} autoComplete="bday" />
      <TextField
        label={t`Indirizzo`}
        {...bindText(form, 'address')}
        autoComplete="street-address"
      />
      <TextField label={t`Città`} {...bindText(form, 'city')} autoComplete="address-level2" />
      <TextField label={t`CAP`} {...bindText(form, 'postalCode')} autoComplete="postal-code" />
      {home && (
        <TextField
          label={t`Provincia`}
          {...bindText(form, 'province')}
          upperCase
          hint={t`Sigla di 2 lettere, per esempio VR`}
        />
      )}
      <TextField label={t`Telefono`} {...bindText(form, 'phone')} type="tel" autoComplete="tel" />
      <TextField label={t`Email`} {...bindText(form, 'email')} type="email" autoComplete="email" />
    </FormSection>
  );
}
