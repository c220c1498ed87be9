import { describe, expect, it } from 'vitest';
import {
  staffMembersRequestSchema,
  staffMembersResponseSchema,
  type MemberRow,
} from './staff-members';

const row = (index: number): MemberRow => ({
  memberNumber: `2026-${String(index).padStart(4, '0')}`,
  fullName: 'Giulia Bianchi',
  validUntil: '2027-12-31',
});

describe('the register answer', () => {
  it('carries a whole register of 5,000 members and a few more for the export (issue 49)', () => {
    const members = Array.from({ length: 5_007 }, (_, index) => row(index));
    const parsed = staffMembersResponseSchema.safeParse({
      members,
      feeYear: 2026,
      unreadable: [],
      total: 5_007,
      unpaid: 12,
    });
    expect(parsed.error).toBeUndefined();
  });

  it('asks for a page after a row, a search, or the whole register, and nothing else', () => {
    for (const request of [{}, { after: '2026-999' }, { search: 'rossi' }, { all: true }]) {
      expect(staffMembersRequestSchema.safeParse(request).success, JSON.stringify(request)).toBe(
        true,
      );
    }
    for (const request of [
      { all: false },
      { after: '' },
      { search: 'x'.repeat(81) },
      { page: 2 },
    ]) {
      expect(staffMembersRequestSchema.safeParse(request).success, JSON.stringify(request)).toBe(
        false,
      );
    }
  });
});
