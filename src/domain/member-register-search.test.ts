import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@/domain/api/staff-members';
import { searchable, searchRegister } from './member-register-search';

const row = (memberNumber: string, fullName: string): MemberRow => ({
  memberNumber,
  fullName,
  validUntil: '2027-12-31',
});
const register = searchable([
  row('2025-003', 'Niccolò Ferrari'),
  row('2026-001', "Chiara Dell'Acqua"),
  row('2026-002', 'Marco Rossi'),
]);
const numbers = (query: string) =>
  searchRegister(register, query).map((found) => found.memberNumber);

describe('searchRegister', () => {
  it('finds names as people type them: typographic apostrophes, no accents, any case or spacing', () => {
    expect(numbers('dell’acqua')).toEqual(['2026-001']);
    expect(numbers('  CHIARA   dell')).toEqual(['2026-001']);
    expect(numbers('niccolo')).toEqual(['2025-003']);
    expect(numbers('Niccolo\u0300 F')).toEqual(['2025-003']);
  });

  it('finds member numbers, and every row when nothing is typed', () => {
    expect(numbers('2026-')).toEqual(['2026-001', '2026-002']);
    expect(numbers(' ')).toEqual(['2025-003', '2026-001', '2026-002']);
    expect(numbers('bianchi')).toEqual([]);
  });
});
