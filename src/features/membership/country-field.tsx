import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { COUNTRY_CODES } from '@/domain/countries';
import { INTL_LOCALE } from '@/domain/locale';
import { useLanguage } from '@/i18n/language-context';
import { SelectField } from '@/ui/form/select-field';
import { useHydrated } from '@/ui/use-hydrated';
import type { MembershipFormState } from './use-membership-form';

/**
 * Country names in the visitor's language (the browser's own list), sorted as they read them.
 * Node's and the browser's ICU name and order a few countries differently, so the prerendered
 * page (and hydration) lists only the chosen country; the whole list follows just after, as a
 * render of its own that yields to taps rather than in the task that ends hydration.
 */
function useCountryOptions(chosen: string) {
  const { locale } = useLanguage();
  const fullList = useDeferredValue(useHydrated(), false);
  return useMemo(() => {
    const intlLocale = INTL_LOCALE[locale];
    const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
    // One collator for the whole sort: localeCompare with a locale sets one up on every call.
    const collator = new Intl.Collator(intlLocale);
    const codes: readonly string[] = fullList ? COUNTRY_CODES : [chosen];
    return codes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, fullList, chosen]);
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
