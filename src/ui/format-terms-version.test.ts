import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@/domain/terms';
import { formatTermsVersion } from './terms-text';

describe('formatTermsVersion', () => {
  it('shows the spec’s 08/09/2025 in Italian and a long date in English', () => {
    expect(formatTermsVersion(TERMS_VERSION, 'it')).toBe('08/09/2025');
    expect(formatTermsVersion(TERMS_VERSION, 'en')).toBe('8 September 2025');
  });
});
