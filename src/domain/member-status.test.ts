import { describe, expect, it } from 'vitest';
import { judgeMembership } from './member-status';

describe('judgeMembership', () => {
  it('answers not_found when no entry matched', () => {
    expect(judgeMembership([], '2026-11-28')).toEqual({ status: 'not_found' });
  });

  it('counts the validUntil day itself as covered', () => {
    const entry = { memberId: '2025-001', validUntil: '2026-11-28' };
    expect(judgeMembership([entry], '2026-11-28')).toEqual({ status: 'found', entry });
    expect(judgeMembership([entry], '2026-11-29')).toEqual({ status: 'lapsed', entry });
  });

  it('rests on the longest-valid entry when a name is registered twice', () => {
    const old = { memberId: '2024-017', validUntil: '2025-12-31' };
    const renewed = { memberId: '2026-003', validUntil: '2027-12-31' };
    expect(judgeMembership([old, renewed], '2026-11-28')).toEqual({
      status: 'found',
      entry: renewed,
    });
  });
});
