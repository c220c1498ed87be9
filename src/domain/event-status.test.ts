import { describe, expect, it } from 'vitest';
import { datesToShow, eventStatus } from './event-status';
import { DEFAULT_SCHEDULES } from './schedule';

// Sunday 22 November 2026, 11:00 in Rome.
const NOW = new Date('2026-11-22T10:00:00Z');
const chestnut = { ...DEFAULT_SCHEDULES.castagne, dates: ['2025-10-12', '2026-12-06'] };

describe('eventStatus', () => {
  it('calls an event concluded when all its dates are past', () => {
    expect(eventStatus(DEFAULT_SCHEDULES.castagne, undefined, NOW)).toBe('concluded');
  });

  it('is available while a date can be booked, sold out when every one is full', () => {
    expect(eventStatus(chestnut, { '2026-12-06': 3 }, NOW)).toBe('available');
    expect(eventStatus(chestnut, { '2026-12-06': 0 }, NOW)).toBe('sold-out');
    // Upcoming but past the notice: nothing left to book.
    expect(eventStatus(chestnut, undefined, new Date('2026-12-05T12:00:00Z'))).toBe('sold-out');
  });
});

describe('datesToShow', () => {
  it('names the dates still to come, else the last ones', () => {
    expect(datesToShow(chestnut.dates, NOW, '09:00')).toEqual(['2026-12-06']);
    expect(datesToShow(['2025-09-20'], NOW, '09:00')).toEqual(['2025-09-20']);
  });
});
