import { describe, expect, it } from 'vitest';
import {
  bookingSearchGrams,
  isSearchable,
  lookupGram,
  matchesNeedle,
  searchNeedle,
} from './booking-search';

const booking = {
  bookingId: 'AbCd1234efGH5678ijKL',
  customerName: 'Niccolò Dell’Acqua',
  customerEmail: 'Niccolo.Dellacqua@Example.it',
  customerPhone: '+39 345 123-4567',
};

describe('booking search', () => {
  it('finds by any part of each key, accents and case ignored', () => {
    for (const query of [
      'NICCOLO',
      "dell'acq",
      'colò dell',
      'dellacqua@exa',
      '345 1234',
      'abcd12',
    ]) {
      const needle = searchNeedle(query);
      expect(matchesNeedle(booking, needle), query).toBe(true);
      expect(bookingSearchGrams(booking), query).toContain(lookupGram(needle));
    }
  });

  it('does not find what the booking does not hold', () => {
    expect(matchesNeedle(booking, searchNeedle('rossi'))).toBe(false);
    expect(matchesNeedle(booking, searchNeedle('999 999'))).toBe(false);
  });

  it('reads a phone-like query as digits and refuses one under three characters', () => {
    expect(searchNeedle(' +39 (345) 12 ')).toBe('3934512');
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' + 3 4 ')).toBe(false);
    expect(isSearchable('Zoè')).toBe(true);
  });

  it('stores each gram once, without a booking missing its phone', () => {
    const grams = bookingSearchGrams({ ...booking, customerPhone: undefined });
    expect(new Set(grams).size).toBe(grams.length);
    expect(grams).not.toContain('345');
    expect(grams).toContain('nic');
  });
});
