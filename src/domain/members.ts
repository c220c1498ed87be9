/**
 * Apostrophes people type: the typewriter one, the typographic ones iOS and word processors
 * insert (’ ‘ ‛), the modifier letter (ʼ), the prime and the backtick or acute some keyboards give.
 */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u2032\u0060\u00B4\uFF07]/g;
/** Combining marks, once a name is decomposed: the accents. */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The one way a member's name is compared: what `members.normalizedName` holds, what a typed
 * name is matched against. Written as people type it, on any phone: Unicode composed or
 * decomposed alike, accents folded (a tourist's keyboard may have no "ò"), every apostrophe as
 * ', spaces trimmed and collapsed, lower case. So "Chiara Dell’Acqua", "  chiara  DELL'ACQUA"
 * and "Niccolo" for "Niccolò" all match; a different spelling does not.
 */
export function normalizeMemberName(name: string): string {
  return name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, "'")
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('it-IT')
    .normalize('NFC');
}
