import { describe, expect, it } from 'vitest';
import { draftable } from '@/lib/drafts/draftable';
import { EMPTY_MEMBERSHIP_VALUES } from './membership-values';

// Requirements: drafts on the device hold no identity data (a shared phone, a hotel's tablet).
describe('the membership application as drafted on the device', () => {
  it('keeps no identity data of a membership application: codes, documents, birth, the minor and parent', () => {
    const kept = Object.keys(draftable(EMPTY_MEMBERSHIP_VALUES) as object);
    expect(kept.sort()).toEqual(
      [
        'fullName',
        'email',
        'phone',
        'country',
        'address',
        'city',
        'postalCode',
        'province',
        'membershipType',
        'notes',
        'photoConsent',
        'promotionalConsent',
      ].sort(),
    );
  });
});
