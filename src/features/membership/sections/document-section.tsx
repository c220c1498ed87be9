import { useLingui } from '@lingui/react/macro';
import { livesInHomeCountry } from '@/domain/membership-rules';
import { bindText } from '@/features/membership/bind-text';
import { DocumentFields } from '@/features/membership/document-fields';
import type { MembershipFormState } from '@/features/membership/use-membership-form';
import { FormSection } from '@/ui/form/form-section';
import { TextField } from '@/ui/form/text-field';

export function DocumentSection({
  form,
  compact,
}: {
  form: MembershipFormState;
  compact: boolean;
}) {
  const { t } = useLingui();
  const intro = livesInHomeCountry(form.values)
    ? undefined
    : t`Chi risiede all'estero indica tipo e numero di un documento di identità al posto del codice fiscale.`;
  return (
    <FormSection legend={t`Documento di identità`} compact={compact} intro={intro}>
      <DocumentFields form={form} person="" />
      <TextField label={t`Rilasciato da`} {...bindText(form, 'documentIssuer')} />
      <TextField label={t`Data di rilascio`} {...bindText(form, 'documentIssueDate')} type="date" />
      <TextField
        label={t`Data di scadenza`}
        {...bindText(form, 'documentExpiryDate')}
        type="date"
      />
    </FormSection>
  );
}
