import { useLingui } from '@lingui/react/macro';
import { livesInHomeCountry } from '@/domain/membership-rules';
import { bindField, bindText } from '@/features/membership/bind-text';
import { DocumentFields } from '@/features/membership/document-fields';
import type { MembershipFormState } from '@/features/membership/use-membership-form';
import { FormSection } from '@/ui/form/form-section';
import { DateField } from '@/ui/form/date-field';
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
      <DateField label={t`Data di rilascio`} {...bindField(form, 'documentIssueDate')} />
      <DateField label={t`Data di scadenza`} {...bindField(form, 'documentExpiryDate')} />
    </FormSection>
  );
}
