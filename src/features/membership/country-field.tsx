import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@/domain/countries';
import { INTL_LOCALE } from '@/domain/locale';
import { useLanguage } from '@/i18n/language-context';
import { SelectField } from '@/ui/form/select-field';
import { useHydrated } from '@/ui/use-hydrated';
import type { MembershipFormState } from './use-membership-form';

/**
 * Country names in the visitor's language (the browser's own list), sorted as they read them. The
 * prerendered HTML and its hydration hold only the chosen country: Node's and the browser's ICU
 * name some countries differently ("Hong Kong", "RAS di Hong Kong"), and a text that differs would
 * make React throw the whole page away. The form is inert until hydrated, so nobody misses the rest.
 */
function useCountryOptions(selected: string) {
  const { locale } = useLanguage();
  const hydrated = useHydrated();
  const intlLocale = INTL_LOCALE[locale];
  const names = useMemo(
    () => new Intl.DisplayNames([intlLocale], { type: 'region' }),
    [intlLocale],
  );
  const all = useMemo(
    () =>
      hydrated
        ? COUNTRY_CODES.map((code) => ({
            value: code as string,
            label: names.of(code) ?? code,
          })).sort((a, b) => a.label.localeCompare(b.label, intlLocale))
        : undefined,
    [hydrated, names, intlLocale],
  );
  return all ?? [{ value: selected, label: names.of(selected) ?? selected }];
}

/** The country of residence, which decides between the tax code and an identity document. */
export function CountryField({ form }: { form: MembershipFormState }) {
  const { t } = useLingui();
  return (
    <SelectField
      label={t`Paese di residenza`}
      name="country"
      autoComplete="country"
      required
      value={form.values.country}
      options={useCountryOptions(form.values.country)}
      onChange={(value) => form.setField('country', value)}
      error={form.errorFor('country')}
      hint={t`Chi risiede in Italia indica il codice fiscale; chi risiede all'estero indica invece un documento di identità (tipo e numero).`}
    />
  );
}
