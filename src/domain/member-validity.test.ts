import { describe, expect, it } from 'vitest';
import { memberValidity } from './member-validity';

describe('memberValidity', () => {
  it('is lapsed after its last day, expiring within 30 days (across a year), valid beyond', () => {
    expect(memberValidity('2026-12-30', '2026-12-31')).toBe('lapsed');
    expect(memberValidity('2026-12-31', '2026-12-31')).toBe('expiring');
    expect(memberValidity('2027-01-30', '2026-12-31')).toBe('expiring');
    expect(memberValidity('2027-01-31', '2026-12-31')).toBe('valid');
  });
});
