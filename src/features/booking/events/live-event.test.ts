import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { liveEvent } from './live-event';

// The clock: Monday 23 November 2026, 10:00 in Rome.
const NOW = new Date('2026-11-23T09:00:00Z');

function answer(dates: string[]): AvailabilityResponse {
  const schedule = { ...DEFAULT_SCHEDULES['walk-wine-pojega'], dates };
  return { tourId: 'walk-wine-pojega', schedule, dates: [], remainingByDate: {}, asOf: '' };
}

describe('liveEvent', () => {
  it('names the live dates still to come, soonest first', () => {
    const live = answer(['2027-01-16', '2025-10-11', '2026-12-12']);
    live.dates = ['2026-12-12', '2027-01-16'];
    expect(
      liveEvent({ status: 'available', dates: ['2025-10-11'] }, 'walk-wine-pojega', live, NOW),
    ).toEqual({ status: 'available', dates: ['2026-12-12', '2027-01-16'] });
  });

  it('calls an event concluded once its live dates are all past, naming the last ones', () => {
    expect(
      liveEvent(
        { status: 'available', dates: [] },
        'walk-wine-pojega',
        answer(['2025-10-11']),
        NOW,
      ),
    ).toEqual({ status: 'concluded', dates: ['2025-10-11'] });
  });

  it('judges the published dates while the live schedule is unknown', () => {
    const published = { status: 'sold-out' as const, dates: ['2025-09-20'] };
    expect(liveEvent(published, undefined, undefined, NOW).status).toBe('concluded');
    const coming = { status: 'sold-out' as const, dates: ['2026-11-24'] };
    expect(liveEvent(coming, undefined, undefined, NOW)).toEqual(coming);
  });
});
