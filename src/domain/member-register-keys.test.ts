import { describe, expect, it } from 'vitest';
import { normalizeMemberName } from './members';
import {
  memberNumberSortKey,
  memberQueryTerms,
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
      expect(terms, typed).toContain(memberQueryTerms(typed)[0]);
    }
    expect(terms).not.toContain(memberQueryTerms('rossi')[0]);
    expect(terms).not.toContain(memberQueryTerms('2026-011')[0]);
  });

  it('folds accents and case as member names are compared', () => {
    const niccolo = memberSearchTerms(normalizeMemberName('Niccolò Ferrari'), '2025-003');
    expect(niccolo).toContain(memberQueryTerms('NICCOLO\u0300')[0]);
    expect(niccolo).toContain(memberQueryTerms('niccolo')[0]);
  });

  it('keeps prefixes up to SEARCH_PREFIX_MAX, and a longer typed word is cut to match', () => {
    const long = 'a'.repeat(SEARCH_PREFIX_MAX + 5);
    const kept = memberSearchTerms(long, '1');
    expect(Math.max(...kept.map((term) => term.length))).toBe(SEARCH_PREFIX_MAX);
    expect(kept).toContain(memberQueryTerms(long)[0]);
  });
});

describe('memberQueryTerms', () => {
  it('gives each word typed once, folded, in the order typed', () => {
    expect(memberQueryTerms('  Rossi  MARIO rossi ')).toEqual(['rossi', 'mario']);
    expect(memberQueryTerms('   ')).toEqual([]);
  });

  it('finds a row only when every word begins one of its words', () => {
    const terms = memberSearchTerms(normalizeMemberName('Mario Rossi'), '2025-001');
    expect(memberQueryTerms('ross mar').every((word) => terms.includes(word))).toBe(true);
    expect(memberQueryTerms('rossi luigi').every((word) => terms.includes(word))).toBe(false);
  });
});
