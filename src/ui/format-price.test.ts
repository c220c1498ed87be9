import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating } from './format-price';

// Intl separates the amount and the sign with a no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('shows whole euros without decimals, in each language’s style', () => {
    expect(plain(formatPrice(8000, 'it'))).toBe('80 €');
    expect(formatPrice(8000, 'en')).toBe('€80');
  });

  it('keeps cents when there are some', () => {
    expect(plain(formatPrice(8950, 'it'))).toBe('89,50 €');
    expect(formatPrice(8950, 'en')).toBe('€89.50');
  });
});

describe('formatRating', () => {
  it('uses the language’s decimal separator and always one decimal', () => {
    expect(formatRating(4.9, 'it')).toBe('4,9');
    expect(formatRating(4.9, 'en')).toBe('4.9');
    expect(formatRating(5, 'en')).toBe('5.0');
  });
});
