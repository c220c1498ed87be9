import type { MembershipApplicationRequest } from '@/domain/api/membership';
import { HOME_COUNTRY } from '@/domain/countries';

/** Everything the visitor fills in; the language is added when sending. */
export type MembershipFormValues = {
  [Field in Exclude<keyof MembershipApplicationRequest, 'locale'>]-?: Exclude<
    MembershipApplicationRequest[Field],
    undefined
  >;
};
export type MembershipField = keyof MembershipFormValues;

type ValueOf<Field extends MembershipField> = MembershipFormValues[Field];
/** Fields typed freely (not a choice or a checkbox). */
export type TextFieldName = {
  [Field in MembershipField]: string extends ValueOf<Field> ? Field : never;
}[MembershipField];

export const EMPTY_MEMBERSHIP_VALUES: MembershipFormValues = {
  fullName: '',
  email: '',
  phone: '',
  country: HOME_COUNTRY,
  address: '',
  city: '',
  postalCode: '',
  province: '',
  birthDate: '',
  birthPlace: '',
  taxCode: '',
  documentType: '',
  documentNumber: '',
  documentIssuer: '',
  documentIssueDate: '',
  documentExpiryDate: '',
  membershipType: 'ordinario',
  notes: '',
  photoConsent: false,
  promotionalConsent: false,
  minorName: '',
  minorTaxCode: '',
  minorBirthPlace: '',
  minorBirthDate: '',
  minorDocumentType: '',
  minorDocumentNumber: '',
  parentName: '',
  parentTaxCode: '',
  parentDocumentType: '',
  parentDocumentNumber: '',
  parentEmail: '',
  parentPhone: '',
  signaturePlace: '',
  signatureDate: '',
  digitalSignature: '',
  parentSignaturePlace: '',
  parentSignatureDate: '',
  parentDigitalSignature: '',
};
