import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ISSUES, membershipApplicationSchema } from './membership';
import { SAMPLE_ITALIAN_APPLICANT } from './membership-sample';

const minimal = SAMPLE_ITALIAN_APPLICANT;

/** A tourist living in England: a passport instead of a tax code, no province. */
const fromAbroad = {
  ...minimal,
  country: 'GB',
  taxCode: '',
  province: '',
  documentType: 'passport',
  documentNumber: '123456789',
};

function issues(data: unknown): Record<string, string> {
  const result = membershipApplicationSchema.safeParse(data);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('membershipApplicationSchema', () => {
  it('needs the ten marked fields of a resident of Italy; the rest defaults to empty', () => {
    const application = membershipApplicationSchema.parse(minimal);
    expect(application.taxCode).toBe('RSSMRA85T10A562S');
    expect(application.country).toBe('IT');
    expect(application.membershipType).toBe('ordinario');
    expect(application.documentNumber).toBe('');
    expect(application.photoConsent).toBe(false);
    expect(application.locale).toBe('it');
  });

  it('reports every missing required field at once', () => {
    const required = MEMBERSHIP_ISSUES.required;
    expect(issues({})).toEqual({
      fullName: required,
      email: required,
      phone: required,
      taxCode: required,
      birthPlace: required,
      birthDate: required,
      address: required,
      city: required,
      postalCode: required,
      province: required,
    });
    expect(issues({ ...minimal, taxCode: '' })).toEqual({ taxCode: required });
  });

  it('asks a resident abroad for an identity document instead of the tax code and province', () => {
    const application = membershipApplicationSchema.parse({ ...fromAbroad, province: 'xx' });
    expect(application).toMatchObject({ country: 'GB', taxCode: '', province: '' });
    expect(issues({ ...fromAbroad, documentType: '', documentNumber: ' ' })).toEqual({
      documentType: MEMBERSHIP_ISSUES.required,
      documentNumber: MEMBERSHIP_ISSUES.required,
    });
    // A tax code given from abroad is still checked.
    expect(issues({ ...fromAbroad, taxCode: 'RSSMRA85T10A562T' })).toEqual({
      taxCode: MEMBERSHIP_ISSUES.taxCodeCheck,
    });
    expect(issues({ ...fromAbroad, country: 'XX' })).toEqual({
      country: MEMBERSHIP_ISSUES.country,
    });
  });

  it('identifies the minor and the parent by the same rule as the applicant', () => {
    const required = MEMBERSHIP_ISSUES.required;
    const minor = { membershipType: 'minore', minorName: 'Luca Rossi', parentName: 'Mario Rossi' };
    expect(issues({ ...minimal, ...minor })).toEqual({
      minorTaxCode: required,
      parentTaxCode: required,
    });
    expect(issues({ ...fromAbroad, ...minor })).toEqual({
      minorDocumentType: required,
      minorDocumentNumber: required,
      parentDocumentType: required,
      parentDocumentNumber: required,
    });
  });

  it('explains a malformed tax code', () => {
    expect(issues({ ...minimal, taxCode: 'RSSMRA85T10A562' })).toEqual({
      taxCode: MEMBERSHIP_ISSUES.taxCodeLength,
    });
    expect(issues({ ...minimal, taxCode: 'RSSMRA85T10A562T' })).toEqual({
      taxCode: MEMBERSHIP_ISSUES.taxCodeCheck,
    });
  });

  it('upper-cases the province and accepts only two letters', () => {
    expect(membershipApplicationSchema.parse({ ...minimal, province: 'vr' }).province).toBe('VR');
    expect(issues({ ...minimal, province: 'V1' })).toEqual({
      province: MEMBERSHIP_ISSUES.province,
    });
    expect(issues({ ...minimal, province: 'VRN' })).toHaveProperty('province');
  });

  it('checks dates and optional e-mails only when given', () => {
    expect(issues({ ...minimal, birthDate: '1985-02-30' })).toEqual({
      birthDate: MEMBERSHIP_ISSUES.date,
    });
    expect(
      issues({
        ...minimal,
        membershipType: 'minore',
        minorName: 'Luca Rossi',
        minorTaxCode: 'MRTMTT25D09F205Z',
        parentName: 'Mario Rossi',
        parentTaxCode: 'RSSMRA85T10A562S',
        parentEmail: 'not-an-address',
      }),
    ).toEqual({ parentEmail: MEMBERSHIP_ISSUES.email });
  });

  it('keeps the minor and parent sections only for a minore membership', () => {
    const sections = {
      minorName: 'Luca Rossi',
      minorTaxCode: 'MRTMTT25D09F205Z',
      parentName: 'Mario Rossi',
      parentTaxCode: 'RSSMRA85T10A562S',
      parentDigitalSignature: 'Mario Rossi',
    };
    const minor = membershipApplicationSchema.parse({
      ...minimal,
      ...sections,
      membershipType: 'minore',
    });
    expect(minor.minorName).toBe('Luca Rossi');
    expect(minor.parentDigitalSignature).toBe('Mario Rossi');

    const adult = membershipApplicationSchema.parse({ ...minimal, ...sections });
    expect(adult.minorName).toBe('');
    expect(adult.minorTaxCode).toBe('');
    expect(adult.parentDigitalSignature).toBe('');
  });

  it('rejects line breaks in one-line fields', () => {
    expect(issues({ ...minimal, fullName: 'Mario\r\nBcc: x@example.com' })).toHaveProperty(
      'fullName',
    );
  });
});
