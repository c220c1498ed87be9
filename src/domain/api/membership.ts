import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { isIsoDate } from '@/domain/calendar';
import { HOME_COUNTRY, isCountryCode } from '@/domain/countries';
import {
  clearHiddenSections,
  MEMBERSHIP_TYPES,
  requiredMembershipFields,
} from '@/domain/membership-rules';
import { normalizeTaxCode, taxCodeProblem } from '@/domain/tax-code';

export { MEMBERSHIP_TYPES, type MembershipType } from '@/domain/membership-rules';

export const DOCUMENT_TYPES = ['identity_card', 'passport', 'driving_license'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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
  country: 'country',
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
const isoDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), MEMBERSHIP_ISSUES.date)
    .default('');
const email = () => z.union([z.literal(''), z.email(MEMBERSHIP_ISSUES.email).max(200)]).default('');
const documentType = () => z.union([z.enum(DOCUMENT_TYPES), z.literal('')]).default('');

/** A tax code, when given, is checked (format and check character) wherever the applicant lives. */
const taxCode = () =>
  z
    .string()
    .transform(normalizeTaxCode)
    .superRefine((code, context) => {
      const problem = code === '' ? null : taxCodeProblem(code);
      if (problem) context.addIssue({ code: 'custom', message: `tax-code:${problem}` });
    })
    .default('');

export const membershipApplicationSchema = z
  .object({
    fullName: line(120),
    email: email(),
    phone: line(40),
    /** Country of residence, ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, MEMBERSHIP_ISSUES.country)
      .default(HOME_COUNTRY),
    address: line(200),
    city: line(100),
    postalCode: line(10),
    province: line(PROVINCE_LENGTH)
      .transform((value) => value.toUpperCase())
      .refine((value) => /^([A-Z]{2})?$/.test(value), MEMBERSHIP_ISSUES.province),
    birthDate: isoDate(),
    birthPlace: line(100),
    taxCode: taxCode(),
    documentType: documentType(),
    documentNumber: line(40),
    documentIssuer: line(120),
    documentIssueDate: isoDate(),
    documentExpiryDate: isoDate(),
    membershipType: z.enum(MEMBERSHIP_TYPES).default('ordinario'),
    notes: z.string().trim().max(2000).default(''),
    photoConsent: z.boolean().default(false),
    promotionalConsent: z.boolean().default(false),
    minorName: line(120),
    minorTaxCode: taxCode(),
    minorBirthPlace: line(100),
    minorBirthDate: isoDate(),
    minorDocumentType: documentType(),
    minorDocumentNumber: line(40),
    parentName: line(120),
    parentTaxCode: taxCode(),
    parentDocumentType: documentType(),
    parentDocumentNumber: line(40),
    parentEmail: email(),
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
  // Before the clearing transform, which zod skips once any field has failed: a visitor hears
  // about every missing field at once. The rule never asks for a field the clearing empties.
  .superRefine((application, context) => {
    const values: Record<string, unknown> = application;
    for (const field of requiredMembershipFields(application)) {
      if (values[field] === '') {
        context.addIssue({ code: 'custom', path: [field], message: MEMBERSHIP_ISSUES.required });
      }
    }
  })
  .transform(clearHiddenSections);

export type MembershipApplicationRequest = z.input<typeof membershipApplicationSchema>;
export type MembershipApplication = z.output<typeof membershipApplicationSchema>;

export const membershipResponseSchema = z.object({ id: z.string().min(1) });
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;
