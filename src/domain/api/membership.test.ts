import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ISSUES, membershipApplicationSchema } from './membership';

const minimal = {
  fullName: 'Mario Rossi',
  email: 'mario@example.com',
  phone: '+39 333 1234567',
  taxCode: 'rssmra85t10a562s',
};

function issues(data: unknown): Record<string, string> {
  const result = membershipApplicationSchema.safeParse(data);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('membershipApplicationSchema', () => {
  it('needs only full name, e-mail, phone and tax code; the rest defaults to empty', () => {
    const application = membershipApplicationSchema.parse(minimal);
    expect(application.taxCode).toBe('RSSMRA85T10A562S');
    expect(application.membershipType).toBe('ordinario');
    expect(application.birthPlace).toBe('');
    expect(application.photoConsent).toBe(false);
    expect(application.locale).toBe('it');
  });

  it('reports each missing required field, including a missing tax code', () => {
    expect(issues({})).toMatchObject({
      fullName: MEMBERSHIP_ISSUES.required,
      phone: MEMBERSHIP_ISSUES.required,
      taxCode: expect.any(String),
      email: expect.any(String),
    });
    expect(issues({ ...minimal, taxCode: '' })).toEqual({ taxCode: MEMBERSHIP_ISSUES.required });
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
    expect(issues({ ...minimal, membershipType: 'minore', parentEmail: 'not-an-address' })).toEqual(
      { parentEmail: MEMBERSHIP_ISSUES.email },
    );
  });

  it('keeps the minor and parent sections only for a minore membership', () => {
    const sections = {
      minorName: 'Luca Rossi',
      minorTaxCode: 'MRTMTT25D09F205Z',
      parentName: 'Mario Rossi',
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
