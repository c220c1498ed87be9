import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ISSUES } from '@/domain/api/membership';
import { EMPTY_MEMBERSHIP_VALUES } from './membership-values';
import { buildMembershipRequest, missingRequiredFields } from './validate-membership';

const filled = {
  ...EMPTY_MEMBERSHIP_VALUES,
  fullName: 'Mario Rossi',
  email: 'mario@example.com',
  phone: '333',
  taxCode: 'RSSMRA85T10A562S',
};

describe('missingRequiredFields', () => {
  it("lists the spec's four blocking fields in its order, blanks counting as empty", () => {
    expect(missingRequiredFields(EMPTY_MEMBERSHIP_VALUES)).toEqual([
      'fullName',
      'email',
      'phone',
      'taxCode',
    ]);
    expect(missingRequiredFields({ ...filled, phone: '  ' })).toEqual(['phone']);
    expect(missingRequiredFields(filled)).toEqual([]);
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
      { ...filled, membershipType: 'minore', minorTaxCode: 'RSSMRA85T10A562T' },
      'it',
    );
    expect(built).toEqual({ ok: false, errors: { minorTaxCode: MEMBERSHIP_ISSUES.taxCodeCheck } });
  });
});
