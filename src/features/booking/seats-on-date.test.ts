import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { TOURS } from '@/domain/tours';
import { seatsOnDate } from './seats-on-date';

const availability: AvailabilityResponse = {
  tourId: 'emotion-in-villa',
  seatsPerDate: 20,
  remainingByDate: { '2026-11-28': 3, '2026-11-29': 0 },
  asOf: '2026-11-22T10:00:00.000Z',
};

describe('seatsOnDate', () => {
  const tour = TOURS['emotion-in-villa'];
  it('reads the remaining seats of a listed date', () => {
    expect(seatsOnDate(tour, availability, '2026-11-28')).toBe(3);
    expect(seatsOnDate(tour, availability, '2026-11-29')).toBe(0);
  });

  it('gives a date without bookings all its seats', () => {
    expect(seatsOnDate(tour, availability, '2026-12-05')).toBe(20);
  });

  it('knows nothing before the answer, without a date, or for unlimited tours', () => {
    expect(seatsOnDate(tour, undefined, '2026-11-28')).toBeUndefined();
    expect(seatsOnDate(tour, availability, null)).toBeUndefined();
    expect(seatsOnDate(TOURS.pojega, availability, '2026-11-28')).toBeUndefined();
  });
});
