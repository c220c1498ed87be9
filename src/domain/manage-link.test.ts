import { describe, expect, it } from 'vitest';
import { isManageLinkExpired, manageLinkLastDay } from './manage-link';

describe('manage link expiry', () => {
  it('ends 30 calendar days after the tour, across a month and a year', () => {
    expect(manageLinkLastDay('2026-05-16')).toBe('2026-06-15');
    expect(manageLinkLastDay('2026-12-19')).toBe('2027-01-18');
  });

  it('opens the booking through the last day in Rome, not after it', () => {
    // 2026-06-15 23:30 in Rome is 21:30 UTC; 00:30 the next day in Rome is 22:30 UTC.
    expect(isManageLinkExpired('2026-05-16', new Date('2026-06-15T21:30:00Z'))).toBe(false);
    expect(isManageLinkExpired('2026-05-16', new Date('2026-06-15T22:30:00Z'))).toBe(true);
    expect(isManageLinkExpired('2026-05-16', new Date('2026-05-01T08:00:00Z'))).toBe(false);
  });
});
