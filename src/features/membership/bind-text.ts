import { requiredMembershipFields } from '@/domain/membership-rules';
import type { TextFieldName } from '@/features/membership/membership-values';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

/** The props tying a TextField to one application field, its error and its required mark. */
export function bindText(form: MembershipFormState, field: TextFieldName) {
  return {
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setField(field, value),
    error: form.errorFor(field),
    required: requiredMembershipFields(form.values).includes(field),
  };
}
