import { describe, expect, it } from 'vitest';
import { totalPriceCents } from './money';
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
