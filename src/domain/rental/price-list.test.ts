import { describe, expect, it } from 'vitest';
import { bikePriceCents } from './price-list';

describe('bikePriceCents', () => {
  it('charges each formula its package and each day past it at the extra-day price', () => {
    expect(bikePriceCents('focus-jarifa', 'half_day', 1)).toBe(3500);
    expect(bikePriceCents('focus-jarifa', 'full_day', 1)).toBe(5000);
    expect(bikePriceCents('focus-jarifa', 'full_day', 2)).toBe(9000);
    expect(bikePriceCents('focus-jarifa', 'two_days', 2)).toBe(9000);
    expect(bikePriceCents('focus-jarifa', 'three_days', 3)).toBe(13000);
    expect(bikePriceCents('ktm-cx750', 'three_days', 5)).toBe(26000);
  });
});
