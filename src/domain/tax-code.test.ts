import { describe, expect, it } from 'vitest';
import {
  isValidTaxCode,
  normalizeTaxCode,
  taxCodeCheckCharacter,
  taxCodeProblem,
} from './tax-code';

describe('taxCodeProblem', () => {
  it('accepts well-formed codes whose check character matches', () => {
    expect(taxCodeProblem('RSSMRA85T10A562S')).toBeNull();
    expect(taxCodeProblem('MRTMTT25D09F205Z')).toBeNull();
    // A woman (day + 40) born in Verona.
    expect(taxCodeProblem('BNCGLI90A41L781U')).toBeNull();
  });

  it('accepts codes in lower case or typed in groups', () => {
    expect(taxCodeProblem('rssmra85t10a562s')).toBeNull();
    expect(taxCodeProblem('RSS MRA 85T10 A562S')).toBeNull();
    expect(normalizeTaxCode(' rss mra85t10a562s ')).toBe('RSSMRA85T10A562S');
  });

  it('accepts omocodia letters in place of digits', () => {
    // 85 → UR (8→U, 5→R): the check character is recomputed over the substituted code.
    const first15 = 'RSSMRAURT10A562';
    expect(taxCodeProblem(first15 + taxCodeCheckCharacter(first15))).toBeNull();
  });

  it('names a wrong length', () => {
    expect(taxCodeProblem('RSSMRA85T10A562')).toBe('length');
    expect(taxCodeProblem('RSSMRA85T10A562SX')).toBe('length');
    expect(taxCodeProblem('')).toBe('length');
  });

  it('names a wrong shape', () => {
    expect(taxCodeProblem('RSSMRA85Z10A562S')).toBe('format'); // Z is no month letter
    expect(taxCodeProblem('1SSMRA85T10A562S')).toBe('format');
    expect(taxCodeProblem('RSSMRA85T10A56AS')).toBe('format'); // A is no digit substitute
  });

  it('names a wrong check character', () => {
    expect(taxCodeProblem('RSSMRA85T10A562T')).toBe('check-character');
    expect(isValidTaxCode('MRTMTT25D09F205A')).toBe(false);
  });
});
