import { describe, expect, it } from 'vitest';
import { splitFee } from './split-fee';

describe('splitFee', () => {
  it('gives one receipt the whole fee', () => {
    expect(splitFee(453, [28_500])).toEqual([453]);
  });

  it('shares a fee in proportion, to the cent, the leftover to the largest', () => {
    // 2,50 € fee + 1,5 % of a 25 € membership fee and a 130 € tour paid in one Checkout.
    const shares = splitFee(258, [2_500, 13_000]);
    expect(shares).toEqual([41, 217]);
    expect(shares[0]! + shares[1]!).toBe(258);
    expect(splitFee(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(splitFee(100, [1, 1, 1]).reduce((a, b) => a + b)).toBe(100);
  });

  it('has nothing to share without receipts', () => {
    expect(splitFee(300, [])).toEqual([]);
  });
});
