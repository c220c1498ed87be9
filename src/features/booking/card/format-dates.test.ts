import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { describeTourDays } from './format-dates';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('describeTourDays', () => {
  it('names the weekdays of a regular tour, Monday first', () => {
    const schedule = { ...DEFAULT_SCHEDULES.pojega, weekdays: ['sun', 'fri'] as const };
    expect(describeTourDays({ ...schedule, weekdays: [...schedule.weekdays] }, NOW, 'it')).toBe(
      'venerdì o domenica',
    );
    expect(describeTourDays(DEFAULT_SCHEDULES.pojega, NOW, 'en')).toBe(
      'Friday, Saturday or Sunday',
    );
  });

  it('lists only the dates of an event still to come', () => {
    const event = { ...DEFAULT_SCHEDULES['walk-wine-pojega'], dates: ['2025-10-11', '2026-12-05'] };
    expect(describeTourDays(event, NOW, 'en')).toBe('5 December 2026');
  });
});
