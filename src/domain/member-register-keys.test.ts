import { describe, expect, it } from 'vitest';
import { normalizeMemberName } from './members';
import {
  memberNumberSortKey,
  memberSearchTerm,
  memberSearchTerms,
  SEARCH_PREFIX_MAX,
} from './member-register-keys';

describe('memberNumberSortKey', () => {
  it('sorts as text the way the register reads member numbers', () => {
    const numbers = ['2026-1000', '2025-12', '2026-999', '2026-010', '2026-9', '2024-3000', 'A-2'];
    const byKey = [...numbers].sort((a, b) =>
      memberNumberSortKey(a) < memberNumberSortKey(b) ? -1 : 1,
    );
    const collator = new Intl.Collator('it', { numeric: true }).compare;
    expect(byKey).toEqual([...numbers].sort(collator));
    expect(byKey.slice(0, 6)).toEqual([
      '2024-3000',
      '2025-12',
      '2026-9',
      '2026-010',
      '2026-999',
      '2026-1000',
    ]);
  });
});

describe('memberSearchTerms', () => {
  const terms = memberSearchTerms(normalizeMemberName('Chiara Dell\u2019Acqua'), '2026-010');

  it('holds what a partial name, surname or number is typed as', () => {
    for (const typed of ['chi', 'DELL', 'Dell’Ac', 'acqu', 'ACQUA', '2026-0', '2026-010']) {
      expect(terms, typed).toContain(memberSearchTerm(typed));
    }
    expect(terms).not.toContain(memberSearchTerm('rossi'));
    expect(terms).not.toContain(memberSearchTerm('2026-011'));
  });

  it('folds accents and case as member names are compared', () => {
    const niccolo = memberSearchTerms(normalizeMemberName('Niccolò Ferrari'), '2025-003');
    expect(niccolo).toContain(memberSearchTerm('NICCOLO\u0300'));
    expect(niccolo).toContain(memberSearchTerm('niccolo'));
  });

  it('keeps prefixes up to SEARCH_PREFIX_MAX, and a longer typed word is cut to match', () => {
    const long = 'a'.repeat(SEARCH_PREFIX_MAX + 5);
    const kept = memberSearchTerms(long, '1');
    expect(Math.max(...kept.map((term) => term.length))).toBe(SEARCH_PREFIX_MAX);
    expect(kept).toContain(memberSearchTerm(long));
  });
});
