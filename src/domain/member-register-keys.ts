import { normalizeMemberName } from './members';

/** Digits each number in a member number is padded to: years and counters alike fit. */
const NUMBER_WIDTH = 10;
/** The longest prefix of a word kept for search: longer typed words are cut to it. */
export const SEARCH_PREFIX_MAX = 20;

/**
 * `members.memberNumberKey`: the member number as text that sorts like the register reads it,
 * so Firestore can order and page by it. The plain id does not: as text "2026-1000" comes
 * before "2026-999". Every run of digits is zero-padded, the rest compared lower case.
 */
export function memberNumberSortKey(memberNumber: string): string {
  return memberNumber
    .toLocaleLowerCase('it-IT')
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(NUMBER_WIDTH, '0'));
}

/** The words a normalised name or a typed query is made of: "dell'acqua" is also "acqua". */
function searchWords(normalized: string): string[] {
  const words = normalized.split(' ').filter(Boolean);
  const pieces = words.flatMap((word) => word.split(/['-]/).filter(Boolean));
  return [...words, ...pieces];
}

/**
 * The words of a typed register search, each as `members.searchTerms` holds its prefixes: a row
 * is found when each word begins one of its name's words or its number.
 */
export function memberQueryTerms(typed: string): string[] {
  const words = normalizeMemberName(typed).split(' ').filter(Boolean);
  return [...new Set(words.map((word) => word.slice(0, SEARCH_PREFIX_MAX)))];
}

/** The keys every writer of a register row stores with it, so it is paged and found at once. */
export function memberRegisterKeys(memberNumber: string, normalizedName: string) {
  return {
    memberNumberKey: memberNumberSortKey(memberNumber),
    searchTerms: memberSearchTerms(normalizedName, memberNumber),
  };
}

/**
 * `members.searchTerms`: every prefix of every word of the normalised name, and of the member
 * number, so a partial surname ("ross" for Rossi) or number ("2026-01") finds the row.
 */
export function memberSearchTerms(normalizedName: string, memberNumber: string): string[] {
  const terms = new Set<string>();
  const words = [...searchWords(normalizedName), memberNumber.toLocaleLowerCase('it-IT')];
  for (const word of words) {
    for (let end = 1; end <= Math.min(word.length, SEARCH_PREFIX_MAX); end += 1) {
      terms.add(word.slice(0, end));
    }
  }
  return [...terms].sort();
}
