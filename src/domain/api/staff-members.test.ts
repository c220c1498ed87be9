import { describe, expect, it } from 'vitest';
import { staffMembersResponseSchema, type MemberRow } from './staff-members';

const row = (index: number): MemberRow => ({
  memberNumber: `2026-${String(index).padStart(4, '0')}`,
  fullName: 'Giulia Bianchi',
  validUntil: '2027-12-31',
});

describe('the register answer', () => {
  it('carries a register of 5,000 members and a few more (issue 49: several thousand)', () => {
    const members = Array.from({ length: 5_007 }, (_, index) => row(index));
    const parsed = staffMembersResponseSchema.safeParse({ members, feeYear: 2026, unreadable: [] });
    expect(parsed.error).toBeUndefined();
  });
});
