import { describe, expect, it } from 'vitest';
import { manageToken } from '@functions/services/booking-base/manage-link';
import {
  readRenewalToken,
  renewalToken,
  renewalUrl,
} from '@functions/services/membership/renewal-link';
import { RENEWAL_PATH, RENEWAL_TOKEN_PARAM } from '@/domain/renewal-link';
import { RENEWAL_TOKEN_MAX_LENGTH } from '@/domain/api/renewal';

const SECRET = 'a-test-secret';
const CLAIM = { memberNumber: '2025-003', validUntil: '2026-12-31' };

describe('renewal link', () => {
  it('names its member and membership year only under the secret that signed it', () => {
    const token = renewalToken(CLAIM, SECRET);
    expect(token.startsWith('2025-003.2026-12-31.')).toBe(true);
    expect(token.length).toBeLessThanOrEqual(RENEWAL_TOKEN_MAX_LENGTH);
    expect(readRenewalToken(token, SECRET)).toEqual(CLAIM);
    expect(readRenewalToken(token, 'another-secret')).toBeNull();
    expect(readRenewalToken(token, '')).toBeNull();
  });

  it('refuses a signature moved to another member or year, cut short or padded', () => {
    const signature = renewalToken(CLAIM, SECRET).split('.')[2] ?? '';
    for (const token of [
      `2025-001.2026-12-31.${signature}`,
      `2025-003.2027-12-31.${signature}`,
      `2025-003.2026-12-31.${signature.slice(0, -1)}`,
      `2025-003.2026-12-31.${signature}.x`,
      '2025-003.2026-12-31',
      `2025/003.2026-12-31.${signature}`,
      `2025-003.2026-02-30.${signature}`,
      '',
    ]) {
      expect(readRenewalToken(token, SECRET)).toBeNull();
    }
  });

  it('is not a manage-booking link, nor the other way round', () => {
    expect(readRenewalToken(manageToken('2025-003', SECRET), SECRET)).toBeNull();
    const asManage = `${CLAIM.memberNumber}.${renewalToken(CLAIM, SECRET).split('.')[2]}`;
    expect(readRenewalToken(asManage, SECRET)).toBeNull();
  });

  it('refuses to sign without a secret or for a malformed claim', () => {
    expect(() => renewalToken(CLAIM, '')).toThrow(/BOOKING_LINK_SECRET/);
    expect(() => renewalToken({ ...CLAIM, memberNumber: 'a/b' }, SECRET)).toThrow();
    expect(() => renewalToken({ ...CLAIM, validUntil: '31/12/2026' }, SECRET)).toThrow();
  });

  it('opens the renewal page of the site with the token', () => {
    const url = new URL(renewalUrl(CLAIM, { siteUrl: 'https://tours.example', secret: SECRET }));
    expect(url.origin).toBe('https://tours.example');
    expect(url.pathname).toBe(RENEWAL_PATH);
    expect(readRenewalToken(url.searchParams.get(RENEWAL_TOKEN_PARAM) ?? '', SECRET)).toEqual(
      CLAIM,
    );
  });
});
