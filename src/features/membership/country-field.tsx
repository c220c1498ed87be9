import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@/domain/countries';
import { INTL_LOCALE } from '@/domain/locale';
import { useLanguage } from '@/i18n/language-context';
import { SelectField } from '@/ui/form/select-field';
import { useHydrated } from '@/ui/use-hydrated';
import type { MembershipFormState } from './use-membership-form';

/**
 * Country names in the visitor's language (the browser's own list), sorted as they read them.
 * Node's and the browser's ICU name and order a few countries differently, so the prerendered
 * page (and hydration) lists only the chosen country; the whole list follows at once.
 */
function useCountryOptions(chosen: string) {
  const { locale } = useLanguage();
  const hydrated = useHydrated();
  return useMemo(() => {
    const intlLocale = INTL_LOCALE[locale];
    const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
    const codes: readonly string[] = hydrated ? COUNTRY_CODES : [chosen];
    return codes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, intlLocale));
  }, [locale, hydrated, chosen]);
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
