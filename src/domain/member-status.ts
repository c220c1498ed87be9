/** What the register says about a name on a given day. */
type MemberStatus = 'found' | 'lapsed' | 'not_found';

interface RegisterEntry {
  memberId: string;
  /** Last calendar day (YYYY-MM-DD) the membership covers. */
  validUntil: string;
}

export interface MemberVerdict {
  status: MemberStatus;
  /** The entry the verdict rests on (the longest-valid one when a name is registered twice). */
  entry?: RegisterEntry;
}

/**
 * Judges the register entries whose normalised name matched. A membership covers its `validUntil`
 * day itself, so it is lapsed only for a tour on a later day.
 */
export function judgeMembership(entries: readonly RegisterEntry[], onDate: string): MemberVerdict {
  const entry = [...entries].sort((a, b) => b.validUntil.localeCompare(a.validUntil))[0];
  if (!entry) return { status: 'not_found' };
  return { status: entry.validUntil < onDate ? 'lapsed' : 'found', entry };
}
