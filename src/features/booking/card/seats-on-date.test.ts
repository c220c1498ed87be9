import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { seatsOnDate } from './seats-on-date';

const schedule = DEFAULT_SCHEDULES['emotion-in-villa'];
const availability: AvailabilityResponse = {
  tourId: 'emotion-in-villa',
  schedule,
  dates: ['2026-11-28', '2026-11-29', '2026-12-05'],
  remainingByDate: { '2026-11-28': 3, '2026-11-29': 0 },
  asOf: '2026-11-22T10:00:00.000Z',
};

describe('seatsOnDate', () => {
  it('reads the remaining seats of a listed date', () => {
    expect(seatsOnDate(schedule, availability, '2026-11-28')).toBe(3);
    expect(seatsOnDate(schedule, availability, '2026-11-29')).toBe(0);
  });

  it("gives a date the answer does not list the schedule's capacity, one-off changes included", () => {
    expect(seatsOnDate(schedule, availability, '2026-12-05')).toBe(20);
    const smaller = { ...schedule, capacityByDate: { '2026-12-05': 8 } };
    expect(seatsOnDate(smaller, availability, '2026-12-05')).toBe(8);
  });

  it('knows nothing before the answer, without a date, or for unlimited tours', () => {
    expect(seatsOnDate(schedule, undefined, '2026-11-28')).toBeUndefined();
    expect(seatsOnDate(schedule, availability, null)).toBeUndefined();
    expect(seatsOnDate(DEFAULT_SCHEDULES.pojega, availability, '2026-11-28')).toBeUndefined();
  });
});
