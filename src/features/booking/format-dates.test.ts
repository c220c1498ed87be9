import { describe, expect, it } from 'vitest';
import { TOURS } from '@/domain/tours';
import { describeTourDays } from './format-dates';

describe('format-dates', () => {
  it('lists the days of a tour from its catalogue rule', () => {
    expect(describeTourDays(TOURS.pojega, 'it')).toBe('venerdì, sabato o domenica');
    expect(describeTourDays(TOURS['walk-wine-pojega'], 'en')).toBe('11 October 2025');
  });
});
