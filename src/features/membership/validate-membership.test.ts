import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ISSUES } from '@/domain/api/membership';
import { SAMPLE_ITALIAN_APPLICANT } from '@/domain/api/membership-sample';
import { EMPTY_MEMBERSHIP_VALUES } from './membership-values';
import { buildMembershipRequest, missingRequiredFields } from './validate-membership';

const filled = {
  ...EMPTY_MEMBERSHIP_VALUES,
  ...SAMPLE_ITALIAN_APPLICANT,
  phone: '333',
  taxCode: 'RSSMRA85T10A562S',
};

describe('missingRequiredFields', () => {
  it('lists the ten marked fields in their order, blanks counting as empty', () => {
    expect(missingRequiredFields(EMPTY_MEMBERSHIP_VALUES)).toEqual([
      'fullName',
      'email',
      'phone',
      'taxCode',
      'birthPlace',
      'birthDate',
      'address',
      'city',
      'postalCode',
      'province',
    ]);
    expect(missingRequiredFields({ ...filled, phone: '  ' })).toEqual(['phone']);
    expect(missingRequiredFields(filled)).toEqual([]);
  });

  it('asks for a document instead of the tax code and province outside Italy', () => {
    const abroad = { ...filled, country: 'FR', taxCode: '', province: '' };
    expect(missingRequiredFields(abroad)).toEqual(['documentType', 'documentNumber']);
  });
});

describe('buildMembershipRequest', () => {
  it('adds the language and empties hidden minor fields so they never block', () => {
    const built = buildMembershipRequest(
      { ...filled, minorTaxCode: 'NOT-A-CODE', minorName: 'Luca' },
      'en',
    );
    expect(built).toMatchObject({
      ok: true,
      request: { locale: 'en', minorName: '', minorTaxCode: '' },
    });
  });

  it('checks the minor fields once the minor membership is chosen', () => {
    const built = buildMembershipRequest(
      {
        ...filled,
        membershipType: 'minore',
        minorName: 'Luca Rossi',
        minorTaxCode: 'RSSMRA85T10A562T',
        parentName: 'Mario Rossi',
        parentTaxCode: 'RSSMRA85T10A562S',
      },
      'it',
    );
    expect(built).toEqual({ ok: false, errors: { minorTaxCode: MEMBERSHIP_ISSUES.taxCodeCheck } });
  });
});
