import { z } from '@/domain/zod';
import { ID_MAX_LENGTH } from './ids';
import { DATE_LENGTH } from './lengths';
import { localeSchema } from './locale-schema';
import { multiLineText, singleLineText } from './text';
import { isIsoDate } from '@/domain/calendar';
import { HOME_COUNTRY, isCountryCode } from '@/domain/countries';
import {
  clearHiddenSections,
  MEMBERSHIP_TYPES,
  requiredMembershipFields,
} from '@/domain/membership-rules';
import { normalizeTaxCode, TAX_CODE_LENGTH, taxCodeProblem } from '@/domain/tax-code';
import { bookingFeeSchema } from './membership-fee';

export { MEMBERSHIP_TYPES, type MembershipType } from '@/domain/membership-rules';

export const DOCUMENT_TYPES = ['identity_card', 'passport', 'driving_license'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const PROVINCE_LENGTH = 2;
/** ISO 3166-1 alpha-2. */
const COUNTRY_CODE_LENGTH = 2;

/**
 * The longest text each typed field takes: the schema refuses more and the form's inputs stop
 * there. A tax code's input stops at a code's length; the schema checks the code itself.
 */
export const MEMBERSHIP_TEXT_LIMITS = {
  fullName: 120,
  email: 200,
  phone: 40,
  address: 200,
  city: 100,
  postalCode: 10,
  province: PROVINCE_LENGTH,
  birthPlace: 100,
  taxCode: TAX_CODE_LENGTH,
  documentNumber: 40,
  documentIssuer: 120,
  notes: 2000,
  minorName: 120,
  minorTaxCode: TAX_CODE_LENGTH,
  minorBirthPlace: 100,
  minorDocumentNumber: 40,
  parentName: 120,
  parentTaxCode: TAX_CODE_LENGTH,
  parentDocumentNumber: 40,
  parentEmail: 200,
  parentPhone: 40,
  signaturePlace: 100,
  digitalSignature: 120,
  parentSignaturePlace: 100,
  parentDigitalSignature: 120,
} as const;

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
const line = (max: number) => singleLineText(max).default('');
const isoDate = () =>
  z
    .string()
    .trim()
    .max(DATE_LENGTH)
    .refine((value) => value === '' || isIsoDate(value), MEMBERSHIP_ISSUES.date)
    .default('');
const email = (max: number) =>
  z.union([z.literal(''), z.email(MEMBERSHIP_ISSUES.email).max(max)]).default('');
const documentType = () => z.union([z.enum(DOCUMENT_TYPES), z.literal('')]).default('');

/** A tax code, when given, is checked (format and check character) wherever the applicant lives. */
const taxCode = () =>
  z
    .string()
    // Room for the spaces a visitor may type between its groups, which normalizing removes.
    .max(TAX_CODE_LENGTH * 2)
    .transform(normalizeTaxCode)
    .superRefine((code, context) => {
      const problem = code === '' ? null : taxCodeProblem(code);
      if (problem) context.addIssue({ code: 'custom', message: `tax-code:${problem}` });
    })
    .default('');

export const membershipApplicationSchema = z
  .object({
    fullName: line(MEMBERSHIP_TEXT_LIMITS.fullName),
    email: email(MEMBERSHIP_TEXT_LIMITS.email),
    phone: line(MEMBERSHIP_TEXT_LIMITS.phone),
    /** Country of residence, ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .max(COUNTRY_CODE_LENGTH)
      .toUpperCase()
      .refine(isCountryCode, MEMBERSHIP_ISSUES.country)
      .default(HOME_COUNTRY),
    address: line(MEMBERSHIP_TEXT_LIMITS.address),
    city: line(MEMBERSHIP_TEXT_LIMITS.city),
    postalCode: line(MEMBERSHIP_TEXT_LIMITS.postalCode),
    province: line(MEMBERSHIP_TEXT_LIMITS.province)
      .transform((value) => value.toUpperCase())
      .refine((value) => /^([A-Z]{2})?$/.test(value), MEMBERSHIP_ISSUES.province),
    birthDate: isoDate(),
    birthPlace: line(MEMBERSHIP_TEXT_LIMITS.birthPlace),
    taxCode: taxCode(),
    documentType: documentType(),
    documentNumber: line(MEMBERSHIP_TEXT_LIMITS.documentNumber),
    documentIssuer: line(MEMBERSHIP_TEXT_LIMITS.documentIssuer),
    documentIssueDate: isoDate(),
    documentExpiryDate: isoDate(),
    membershipType: z.enum(MEMBERSHIP_TYPES).default('ordinario'),
    notes: multiLineText(MEMBERSHIP_TEXT_LIMITS.notes).default(''),
    photoConsent: z.boolean().default(false),
    promotionalConsent: z.boolean().default(false),
    minorName: line(MEMBERSHIP_TEXT_LIMITS.minorName),
    minorTaxCode: taxCode(),
    minorBirthPlace: line(MEMBERSHIP_TEXT_LIMITS.minorBirthPlace),
    minorBirthDate: isoDate(),
    minorDocumentType: documentType(),
    minorDocumentNumber: line(MEMBERSHIP_TEXT_LIMITS.minorDocumentNumber),
    parentName: line(MEMBERSHIP_TEXT_LIMITS.parentName),
    parentTaxCode: taxCode(),
    parentDocumentType: documentType(),
    parentDocumentNumber: line(MEMBERSHIP_TEXT_LIMITS.parentDocumentNumber),
    parentEmail: email(MEMBERSHIP_TEXT_LIMITS.parentEmail),
    parentPhone: line(MEMBERSHIP_TEXT_LIMITS.parentPhone),
    signaturePlace: line(MEMBERSHIP_TEXT_LIMITS.signaturePlace),
    signatureDate: isoDate(),
    digitalSignature: line(MEMBERSHIP_TEXT_LIMITS.digitalSignature),
    parentSignaturePlace: line(MEMBERSHIP_TEXT_LIMITS.parentSignaturePlace),
    parentSignatureDate: isoDate(),
    parentDigitalSignature: line(MEMBERSHIP_TEXT_LIMITS.parentDigitalSignature),
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

/**
 * The stored application's id, and whether the server lets its applicant book at once on it
 * (`settings/membership.provisionalBooking`): the booking card continues, or says the visitor
 * will be e-mailed once admitted.
 */
export const membershipResponseSchema = z.object({
  id: z.string().min(1).max(ID_MAX_LENGTH),
  provisionalBooking: z.boolean(),
  /** With `provisionalBooking`, while the fee is unpaid: what the booking's Checkout adds. */
  fee: bookingFeeSchema.optional(),
});
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;
