import { describe, expect, it } from 'vitest';
import { parseEuroCents, totalPriceCents, typedEuros } from './money';
import { TOURS } from './tours';

describe('prices', () => {
  it('holds the spec prices per person in cents', () => {
    const prices = Object.fromEntries(
      Object.values(TOURS).map((tour) => [tour.id, tour.priceCents]),
    );
    expect(prices).toEqual({
      pojega: 8000,
      colombare: 9000,
      'tre-valli': 18000,
      'strada-del-vino': 9000,
      'x-tour': 7500,
      'emotion-in-villa': 13000,
      castagne: 9000,
      'walk-wine-pojega': 3500,
      'walk-wine-in-villa': 7000,
    });
  });

  it('multiplies the price by the participants', () => {
    expect(totalPriceCents(TOURS['emotion-in-villa'], 2)).toBe(26000);
    expect(totalPriceCents(TOURS['walk-wine-pojega'], 9)).toBe(31500);
  });
});

describe('euros typed in a field', () => {
  it('show cents with a comma, and read back to the same cents', () => {
    expect(typedEuros(500)).toBe('5,00');
    expect(typedEuros(1250)).toBe('12,50');
    for (const cents of [0, 5, 99, 100, 1250, 99_999_999]) {
      expect(parseEuroCents(typedEuros(cents))).toBe(cents);
    }
  });
});
