import { membershipApplicationSchema, type MembershipApplication } from '@/domain/api/membership';
import type { Locale } from '@/domain/locale';
import { clearHiddenSections, requiredMembershipFields } from '@/domain/membership-rules';
import { fieldErrorsFrom } from '@/ui/form/field-errors-from';
import {
  EMPTY_MEMBERSHIP_VALUES,
  type MembershipField,
  type MembershipFormValues,
} from './membership-values';

/** Issue codes of the shared schema (MEMBERSHIP_ISSUES), one per field. */
export type FieldErrors = Partial<Record<MembershipField, string>>;

/**
 * Each field shows the schema's own issue code (the form words it); a field the server's refusal
 * names shows 'refused'.
 */
export const membershipFieldErrors = fieldErrorsFrom<unknown, MembershipField, string>(
  membershipApplicationSchema,
  {
    fields: Object.fromEntries(
      Object.keys(EMPTY_MEMBERSHIP_VALUES).map((field) => [field, 'refused']),
    ) as Record<MembershipField, string>,
    issues: (code) => code,
  },
);

/**
 * The required fields still empty (blanks count as empty), in the form's order: the rule depends
 * on the country of residence and the membership type (src/domain/membership-rules.ts).
 */
export function missingRequiredFields(values: MembershipFormValues): MembershipField[] {
  const record: Record<string, unknown> = values;
  return requiredMembershipFields(values).filter(
    (field): field is MembershipField =>
      typeof record[field] === 'string' && (record[field] as string).trim() === '',
  );
}

type BuiltApplication =
  { ok: true; request: MembershipApplication } | { ok: false; errors: FieldErrors };

/**
 * The request as the server will check it (same schema): hidden fields emptied, codes and
 * province upper-cased, or the first problem of each field.
 */
export function buildMembershipRequest(
  values: MembershipFormValues,
  locale: Locale,
): BuiltApplication {
  const result = membershipApplicationSchema.safeParse(clearHiddenSections({ ...values, locale }));
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, errors: membershipFieldErrors.fromIssues(result.error.issues) };
}
