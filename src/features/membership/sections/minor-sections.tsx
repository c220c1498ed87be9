import { Trans, useLingui } from '@lingui/react/macro';
import { livesInHomeCountry } from '@/domain/membership-rules';
import { DocumentFields } from '@/features/membership/document-fields';
import { bindField, bindText } from '@/features/membership/bind-text';
import { FormSection } from '@/ui/form/form-section';
import { DateField } from '@/ui/form/date-field';
import { TextField } from '@/ui/form/text-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

interface SectionProps {
  form: MembershipFormState;
  compact: boolean;
}

const taxCodeProps = {
  upperCase: true,
  autoComplete: 'off',
  spellCheck: false,
};

/** The same rule as the applicant's: a tax code in Italy, an identity document elsewhere. */
function IdentityIntro({ home }: { home: boolean }) {
  return home ? (
    <Trans>Per chi risiede in Italia serve il codice fiscale.</Trans>
  ) : (
    <Trans>
      Per chi risiede all'estero servono tipo e numero di un documento di identità; il codice
      fiscale è facoltativo.
    </Trans>
  );
}

/** Shown only for a 'minore' membership. */
export function MinorSection({ form, compact }: SectionProps) {
  const { t } = useLingui();
  const home = livesInHomeCountry(form.values);
  return (
    <FormSection
      legend={t`Dati del minore`}
      compact={compact}
      intro={<IdentityIntro home={home} />}
    >
      <TextField label={t`Nome e cognome del minore`} {...bindText(form, 'minorName')} />
      <TextField
        label={t`Codice fiscale del minore`}
        {...bindText(form, 'minorTaxCode')}
        {...taxCodeProps}
      />
      {!home && <DocumentFields form={form} person="minor" />}
      <TextField label={t`Luogo di nascita del minore`} {...bindText(form, 'minorBirthPlace')} />
      <DateField label={t`Data di nascita del minore`} {...bindField(form, 'minorBirthDate')} />
    </FormSection>
  );
}

/** Shown only for a 'minore' membership: who answers for the minor. */
export function ParentSection({ form, compact }: SectionProps) {
  const { t } = useLingui();
  const home = livesInHomeCountry(form.values);
  return (
    <FormSection
      legend={t`Dati del genitore o tutore`}
      compact={compact}
      intro={<IdentityIntro home={home} />}
    >
      <TextField
        label={t`Nome e cognome del genitore o tutore`}
        {...bindText(form, 'parentName')}
      />
      <TextField
        label={t`Codice fiscale del genitore o tutore`}
        {...bindText(form, 'parentTaxCode')}
        {...taxCodeProps}
      />
      {!home && <DocumentFields form={form} person="parent" />}
      <TextField
        label={t`Email del genitore o tutore`}
        {...bindText(form, 'parentEmail')}
        type="email"
      />
      <TextField
        label={t`Telefono del genitore o tutore`}
        {...bindText(form, 'parentPhone')}
        type="tel"
      />
    </FormSection>
  );
}
