import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masking';

describe('contact masking', () => {
  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('giulia.bianchi@example.com')).toBe('g•••@example.com');
    expect(maskEmail('g@example.com')).toBe('g•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });

  it('keeps the last three digits of a phone number', () => {
    expect(maskPhone('+39 345 123 4567')).toBe('•••567');
    expect(maskPhone('12')).toBe('•••');
  });
});
