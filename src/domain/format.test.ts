import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatTime,
  formatTypedDay,
  formatDayMonthYear,
  formatDocumentDate,
  formatEuros,
  formatEventDates,
  formatLongDate,
  formatPrice,
  formatRating,
} from './format';
import { TERMS_VERSION } from './terms';

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

describe('formatEuros', () => {
  it('shows euros with two decimals in each language', () => {
    expect(formatEuros(26000, 'it').replace(/\s/g, ' ')).toBe('260,00 €');
    expect(formatEuros(3550, 'en')).toBe('€35.50');
  });
});

describe('calendar days', () => {
  it('writes a day without shifting it across time zones', () => {
    expect(formatLongDate('2026-11-28', 'it')).toBe('sabato 28 novembre 2026');
    expect(formatLongDate('2026-11-28', 'en')).toBe('Saturday, 28 November 2026');
    expect(formatDayMonthYear('2025-12-31', 'it')).toBe('31 dicembre 2025');
  });

  it('shows the terms version as 08/09/2025 in Italian and a long date in English', () => {
    expect(formatDocumentDate(TERMS_VERSION, 'it')).toBe('08/09/2025');
    expect(formatDocumentDate(TERMS_VERSION, 'en')).toBe('8 September 2025');
  });
});

describe('formatEventDates', () => {
  it('derives the label from the dates: the weekday comes from the calendar', () => {
    expect(formatEventDates(['2025-11-15'], 'it')).toBe('Sabato 15 novembre 2025');
    expect(formatEventDates(['2025-10-11'], 'en')).toBe('Saturday, 11 October 2025');
    expect(formatEventDates(['2025-10-12', '2025-10-19'], 'it')).toBe(
      '12 ottobre 2025 e 19 ottobre 2025',
    );
  });
});

describe('formatTime', () => {
  it('shows the hour in Rome whatever the device, in summer and winter', () => {
    expect(formatTime('2027-07-10T07:05:00.000Z', 'it')).toBe('09:05');
    expect(formatTime('2027-01-16T07:05:00.000Z', 'en')).toBe('08:05');
  });
});

describe('days and times as forms write them', () => {
  it('writes a day day-first in both languages', () => {
    expect(formatTypedDay('2026-12-24', 'it')).toBe('24/12/2026');
    expect(formatTypedDay('2026-12-24', 'en')).toBe('24/12/2026');
  });

  it('writes a clock time in 24 hours in both languages, whatever the reader’s zone', () => {
    expect(formatClockTime('09:05', 'it')).toBe('09:05');
    expect(formatClockTime('18:30', 'en')).toBe('18:30');
  });
});
