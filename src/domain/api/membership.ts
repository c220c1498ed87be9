import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { isIsoDate } from '@/domain/calendar';
import { normalizeTaxCode, taxCodeProblem } from '@/domain/tax-code';

export const MEMBERSHIP_TYPES = ['ordinario', 'sostenitore', 'minore'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

const DOCUMENT_TYPES = ['identity_card', 'passport', 'driving_license'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Submission is blocked while any of these is empty (requirements §5). */
export const MEMBERSHIP_REQUIRED_FIELDS = ['fullName', 'email', 'phone', 'taxCode'] as const;

/** Fields the form marks as required (requirements §5); only MEMBERSHIP_REQUIRED_FIELDS block submission. */
export const MEMBERSHIP_MARKED_FIELDS = [
  'fullName',
  'email',
  'phone',
  'taxCode',
  'birthPlace',
  'birthDate',
  'address',
  'city',
  'province',
  'postalCode',
] as const;

export const PROVINCE_LENGTH = 2;

/**
 * Issue messages are codes, not prose: the form translates them per field, the server lists the
 * fields in its error.
 */
export const MEMBERSHIP_ISSUES = {
  required: 'required',
  email: 'email',
  date: 'date',
  province: 'province',
  taxCodeLength: 'tax-code:length',
  taxCodeFormat: 'tax-code:format',
  taxCodeCheck: 'tax-code:check-character',
} as const;

/** Every text but the notes is one line: names and e-mails end up in mail headers. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u)
    .default('');
const required = (max: number) => line(max).pipe(z.string().min(1, MEMBERSHIP_ISSUES.required));
const isoDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), MEMBERSHIP_ISSUES.date)
    .default('');
const optionalEmail = () =>
  z.union([z.literal(''), z.email(MEMBERSHIP_ISSUES.email).max(200)]).default('');

function taxCode(optional: boolean) {
  const code = z
    .string()
    .transform(normalizeTaxCode)
    .superRefine((code, context) => {
      if (code === '') {
        if (!optional) context.addIssue({ code: 'custom', message: MEMBERSHIP_ISSUES.required });
        return;
      }
      const problem = taxCodeProblem(code);
      if (problem) context.addIssue({ code: 'custom', message: `tax-code:${problem}` });
    });
  // A default would skip the checks when the field is missing, so only optional codes get one.
  return optional ? code.default('') : code;
}

export const membershipApplicationSchema = z
  .object({
    fullName: required(120),
    email: z.email(MEMBERSHIP_ISSUES.email).max(200),
    phone: required(40),
    address: line(200),
    city: line(100),
    postalCode: line(10),
    province: line(PROVINCE_LENGTH)
      .transform((value) => value.toUpperCase())
      .refine((value) => /^([A-Z]{2})?$/.test(value), MEMBERSHIP_ISSUES.province),
    birthDate: isoDate(),
    birthPlace: line(100),
    taxCode: taxCode(false),
    documentType: z.union([z.enum(DOCUMENT_TYPES), z.literal('')]).default(''),
    documentNumber: line(40),
    documentIssuer: line(120),
    documentIssueDate: isoDate(),
    documentExpiryDate: isoDate(),
    membershipType: z.enum(MEMBERSHIP_TYPES).default('ordinario'),
    notes: z.string().trim().max(2000).default(''),
    photoConsent: z.boolean().default(false),
    promotionalConsent: z.boolean().default(false),
    minorName: line(120),
    minorTaxCode: taxCode(true),
    minorBirthPlace: line(100),
    minorBirthDate: isoDate(),
    parentName: line(120),
    parentTaxCode: taxCode(true),
    parentEmail: optionalEmail(),
    parentPhone: line(40),
    signaturePlace: line(100),
    signatureDate: isoDate(),
    digitalSignature: line(120),
    parentSignaturePlace: line(100),
    parentSignatureDate: isoDate(),
    parentDigitalSignature: line(120),
    /** The applicant's language, for the confirmation e-mail. */
    locale: localeSchema,
  })
  .transform(clearHiddenSections);

export type MembershipApplicationRequest = z.input<typeof membershipApplicationSchema>;
export type MembershipApplication = z.output<typeof membershipApplicationSchema>;

const MINOR_SECTION_FIELDS = [
  'minorName',
  'minorTaxCode',
  'minorBirthPlace',
  'minorBirthDate',
  'parentName',
  'parentTaxCode',
  'parentEmail',
  'parentPhone',
  'parentSignaturePlace',
  'parentSignatureDate',
  'parentDigitalSignature',
] as const;

/**
 * The minor and parent sections only exist for a 'minore' membership: the form sends them empty for
 * other types (so a hidden field never blocks it) and the server stores them empty.
 */
export function clearHiddenSections<Application extends { membershipType: MembershipType }>(
  application: Application,
): Application {
  if (application.membershipType === 'minore') return application;
  const cleared = { ...application };
  for (const field of MINOR_SECTION_FIELDS) Object.assign(cleared, { [field]: '' });
  return cleared;
}

export const membershipResponseSchema = z.object({ id: z.string().min(1) });
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;
