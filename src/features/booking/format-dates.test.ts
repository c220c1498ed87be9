import { describe, expect, it } from 'vitest';
import { TOURS } from '@/domain/tours';
import { describeTourDays, formatDayMonthYear, formatLongDate } from './format-dates';

describe('format-dates', () => {
  it('writes a calendar day without shifting it across time zones', () => {
    expect(formatLongDate('2026-11-28', 'it')).toBe('sabato 28 novembre 2026');
    expect(formatLongDate('2026-11-28', 'en')).toBe('Saturday, 28 November 2026');
    expect(formatDayMonthYear('2025-12-31', 'it')).toBe('31 dicembre 2025');
  });

  it('lists the days of a tour from its catalogue rule', () => {
    expect(describeTourDays(TOURS.pojega, 'it')).toBe('venerdì, sabato o domenica');
    expect(describeTourDays(TOURS['walk-wine-pojega'], 'en')).toBe('11 October 2025');
  });
});
