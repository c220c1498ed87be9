import { HOME_COUNTRY } from './countries';

/**
 * Who must give what on the membership application (requirements: membership application). The
 * association keeps a register of members, so every field the form marks is required: full name,
 * e-mail, phone, birth place and date, address, city, postal code; the province only for an
 * address in Italy; the tax code for residents of Italy, an identity document (type and number)
 * for anyone living elsewhere. A minor's application adds the minor and the parent or guardian,
 * each identified the same way. The form and the server apply this one rule.
 */
export const MEMBERSHIP_TYPES = ['ordinario', 'sostenitore', 'minore'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

interface Residence {
  country: string;
  membershipType: MembershipType;
}

export function livesInHomeCountry(application: Pick<Residence, 'country'>): boolean {
  return application.country === HOME_COUNTRY;
}

/** The required fields, in the order the specification lists them. */
export function requiredMembershipFields(application: Residence): string[] {
  const home = livesInHomeCountry(application);
  const identity = (taxCode: string, docType: string, docNumber: string) =>
    home ? [taxCode] : [docType, docNumber];
  const fields: string[] = [
    'fullName',
    'email',
    'phone',
    ...identity('taxCode', 'documentType', 'documentNumber'),
    'birthPlace',
    'birthDate',
    'address',
    'city',
    'postalCode',
    ...(home ? ['province'] : []),
  ];
  if (application.membershipType === 'minore') {
    fields.push(
      'minorName',
      ...identity('minorTaxCode', 'minorDocumentType', 'minorDocumentNumber'),
      'parentName',
      ...identity('parentTaxCode', 'parentDocumentType', 'parentDocumentNumber'),
    );
  }
  return fields;
}

const MINOR_SECTION_FIELDS = [
  'minorName',
  'minorTaxCode',
  'minorBirthPlace',
  'minorBirthDate',
  'minorDocumentType',
  'minorDocumentNumber',
  'parentName',
  'parentTaxCode',
  'parentDocumentType',
  'parentDocumentNumber',
  'parentEmail',
  'parentPhone',
  'parentSignaturePlace',
  'parentSignatureDate',
  'parentDigitalSignature',
] as const;

/** Fields the form shows only to applicants living outside Italy (or only inside it). */
const ABROAD_ONLY_FIELDS = [
  'minorDocumentType',
  'minorDocumentNumber',
  'parentDocumentType',
  'parentDocumentNumber',
] as const;
const HOME_ONLY_FIELDS = ['province'] as const;

/**
 * Empties what the form does not show for this application, so a hidden field never blocks it and
 * the server stores it empty: the minor and parent sections outside a 'minore' membership, the
 * province outside Italy, the minor's and parent's documents for residents of Italy.
 */
export function clearHiddenSections<Application extends Residence>(
  application: Application,
): Application {
  const hidden: string[] = [
    ...(application.membershipType === 'minore' ? [] : MINOR_SECTION_FIELDS),
    ...(livesInHomeCountry(application) ? ABROAD_ONLY_FIELDS : HOME_ONLY_FIELDS),
  ];
  const cleared = { ...application };
  for (const field of hidden) Object.assign(cleared, { [field]: '' });
  return cleared;
}

/**
 * Whose membership an application asks for: the minor's on a minor's application (the parent or
 * guardian signs it), the applicant's otherwise. The register, the provisional booking and the
 * welcome mail all use this one name.
 */
export function memberNameOf(application: {
  membershipType: MembershipType;
  fullName: string;
  minorName?: string;
}): string {
  return application.membershipType === 'minore' && application.minorName
    ? application.minorName
    : application.fullName;
}
