import {
  clearHiddenSections,
  MEMBERSHIP_REQUIRED_FIELDS,
  membershipApplicationSchema,
  type MembershipApplication,
} from '@/domain/api/membership';
import type { Locale } from '@/domain/locale';
import type { MembershipField, MembershipFormValues } from './membership-values';

/** Issue codes of the shared schema (MEMBERSHIP_ISSUES), one per field. */
export type FieldErrors = Partial<Record<MembershipField, string>>;

/** The spec's blocking check: full name, e-mail, phone and tax code, in that order. */
export function missingRequiredFields(values: MembershipFormValues): MembershipField[] {
  return MEMBERSHIP_REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

type BuiltApplication =
  { ok: true; request: MembershipApplication } | { ok: false; errors: FieldErrors };

/**
 * The request as the server will check it (same schema): hidden sections emptied, codes and
 * province upper-cased, or the first problem of each field.
 */
export function buildMembershipRequest(
  values: MembershipFormValues,
  locale: Locale,
): BuiltApplication {
  const result = membershipApplicationSchema.safeParse(clearHiddenSections({ ...values, locale }));
  if (result.success) return { ok: true, request: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MembershipField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
