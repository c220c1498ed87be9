import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@/domain/api/membership';
import { requiredMembershipFields } from '@/domain/membership-rules';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { bindText } from './bind-text';
import type { MembershipFormState } from './use-membership-form';

type Person = '' | 'minor' | 'parent';

const FIELDS = {
  '': { type: 'documentType', number: 'documentNumber' },
  minor: { type: 'minorDocumentType', number: 'minorDocumentNumber' },
  parent: { type: 'parentDocumentType', number: 'parentDocumentNumber' },
} as const;

/** Type and number of an identity document: the applicant's, the minor's or the parent's. */
export function DocumentFields({ form, person }: { form: MembershipFormState; person: Person }) {
  const { t } = useLingui();
  const fields = FIELDS[person];
  const options: Array<{ value: DocumentType | ''; label: string }> = [
    { value: '', label: t`Seleziona un documento` },
    { value: 'identity_card', label: t`Carta d'identità` },
    { value: 'passport', label: t`Passaporto` },
    { value: 'driving_license', label: t`Patente di guida` },
  ];
  const labels = {
    '': { type: t`Tipo di documento`, number: t`Numero del documento` },
    minor: { type: t`Tipo di documento del minore`, number: t`Numero del documento del minore` },
    parent: {
      type: t`Tipo di documento del genitore o tutore`,
      number: t`Numero del documento del genitore o tutore`,
    },
  }[person];
  return (
    <>
      <SelectField
        label={labels.type}
        name={fields.type}
        required={requiredMembershipFields(form.values).includes(fields.type)}
        value={form.values[fields.type]}
        options={options}
        onChange={(value) => form.setField(fields.type, value)}
        error={form.errorFor(fields.type)}
      />
      <TextField label={labels.number} {...bindText(form, fields.number)} />
    </>
  );
}
