import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@/domain/api/membership';
import { bindText } from '@/features/membership/bind-text';
import { FormSection } from '@/ui/form/form-section';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

export function DocumentSection({
  form,
  compact,
}: {
  form: MembershipFormState;
  compact: boolean;
}) {
  const { t } = useLingui();
  const options: Array<{ value: DocumentType | ''; label: string }> = [
    { value: '', label: t`Seleziona un documento` },
    { value: 'identity_card', label: t`Carta d'identità` },
    { value: 'passport', label: t`Passaporto` },
    { value: 'driving_license', label: t`Patente di guida` },
  ];
  return (
    <FormSection legend={t`Documento di identità`} compact={compact}>
      <SelectField
        label={t`Tipo di documento`}
        name="documentType"
        value={form.values.documentType}
        options={options}
        onChange={(value) => form.setField('documentType', value)}
      />
      <TextField
        label={t`Numero del documento`}
        {...bindText(form, 'documentNumber')}
        maxLength={40}
      />
      <TextField label={t`Rilasciato da`} {...bindText(form, 'documentIssuer')} maxLength={120} />
      <TextField label={t`Data di rilascio`} {...bindText(form, 'documentIssueDate')} type="date" />
      <TextField
        label={t`Data di scadenza`}
        {...bindText(form, 'documentExpiryDate')}
        type="date"
      />
    </FormSection>
  );
}
