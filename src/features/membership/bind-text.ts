import { MEMBERSHIP_MARKED_FIELDS } from '@/domain/api/membership';
import type { TextFieldName } from '@/features/membership/membership-values';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

const MARKED: ReadonlySet<string> = new Set(MEMBERSHIP_MARKED_FIELDS);

/** The props tying a TextField to one application field, its error and its required mark. */
export function bindText(form: MembershipFormState, field: TextFieldName) {
  return {
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setField(field, value),
    error: form.errorFor(field),
    required: MARKED.has(field),
  };
}
