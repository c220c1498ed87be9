import { describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../functions/src/lib/schedules';
import { nextRun } from './schedule-cadence';

describe('nextRun', () => {
  it('fires every N minutes on the minute grid', () => {
    expect(nextRun('every 2 minutes', 'Europe/Rome', new Date('2026-11-23T10:03:30Z'))).toEqual(
      new Date('2026-11-23T10:04:00Z'),
    );
    expect(nextRun('every 15 minutes', 'Europe/Rome', new Date('2026-11-23T10:15:00Z'))).toEqual(
      new Date('2026-11-23T10:30:00Z'),
    );
  });

  it('fires daily at a Rome time, the next day once it has passed', () => {
    expect(nextRun('every day 03:30', 'Europe/Rome', new Date('2026-11-23T01:00:00Z'))).toEqual(
      new Date('2026-11-23T02:30:00Z'),
    );
    expect(nextRun('every day 03:30', 'Europe/Rome', new Date('2026-11-23T02:30:00Z'))).toEqual(
      new Date('2026-11-24T02:30:00Z'),
    );
  });

  it('understands every schedule the functions are deployed with, so the stack runs them all', () => {
    const now = new Date('2026-11-23T10:03:30Z');
    for (const { schedule, timeZone } of Object.values(SCHEDULES)) {
      expect(nextRun(schedule, timeZone, now).getTime()).toBeGreaterThan(now.getTime());
    }
    expect(nextRun(SCHEDULES.sendWaiverReminders.schedule, 'Europe/Rome', now)).toEqual(
      new Date('2026-11-23T11:00:00Z'),
    );
  });
});
