import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('COUNTRY_CODES', () => {
  it('lists the 249 officially assigned ISO 3166-1 codes once each, each a region Intl can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });

  it('accepts codes only in capitals', () => {
    expect(isCountryCode('IT')).toBe(true);
    expect(isCountryCode('it')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
  });
});
