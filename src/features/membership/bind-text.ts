import { MEMBERSHIP_TEXT_LIMITS } from '@/domain/api/membership';
import { requiredMembershipFields } from '@/domain/membership-rules';
import type { TextFieldName } from '@/features/membership/membership-values';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

/** Dates have no length to limit; every other typed field stops where the schema would refuse. */
const LIMITS: Partial<Record<TextFieldName, number>> = MEMBERSHIP_TEXT_LIMITS;

/** The props tying a field of the form kit to one application field: its error and required mark. */
export function bindField(form: MembershipFormState, field: TextFieldName) {
  return {
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setField(field, value),
    error: form.errorFor(field),
    required: requiredMembershipFields(form.values).includes(field),
  };
}

/** A TextField's props: bindField's, and its length stops where the schema would refuse. */
export function bindText(form: MembershipFormState, field: TextFieldName) {
  return { ...bindField(form, field), maxLength: LIMITS[field] };
}
