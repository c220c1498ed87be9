import { useLingui } from '@lingui/react/macro';
import { bindField, bindText } from '@/features/membership/bind-text';
import { FormSection } from '@/ui/form/form-section';
import { DateField } from '@/ui/form/date-field';
import { TextField } from '@/ui/form/text-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

interface SectionProps {
  form: MembershipFormState;
  compact: boolean;
}

/** The applicant signs by typing their full name, with place and date. */
export function SignatureSection({ form, compact }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection legend={t`Firma`} compact={compact}>
      <TextField label={t`Luogo della firma`} {...bindText(form, 'signaturePlace')} />
      <DateField label={t`Data della firma`} {...bindField(form, 'signatureDate')} />
      <TextField
        label={t`Firma (nome e cognome)`}
        {...bindText(form, 'digitalSignature')}
        hint={t`Scrivendo il tuo nome e cognome firmi la domanda.`}
      />
    </FormSection>
  );
}

/** Shown only for a 'minore' membership. */
export function ParentSignatureSection({ form, compact }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection legend={t`Firma del genitore o tutore`} compact={compact}>
      <TextField
        label={t`Luogo della firma del genitore o tutore`}
        {...bindText(form, 'parentSignaturePlace')}
      />
      <DateField
        label={t`Data della firma del genitore o tutore`}
        {...bindField(form, 'parentSignatureDate')}
      />
      <TextField
        label={t`Firma del genitore o tutore (nome e cognome)`}
        {...bindText(form, 'parentDigitalSignature')}
      />
    </FormSection>
  );
}
