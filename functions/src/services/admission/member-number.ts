import {
  FieldPath,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { formatMemberNumber, parseMemberNumber } from '@/domain/membership-year';
import { z } from '@/domain/zod';
import { documentConverter } from '@functions/lib/document-converter';
import { writeIfUnchanged } from '@functions/lib/optimistic-commit';
import { membersCollection } from '@functions/services/members';

/**
 * `memberNumberCounters/{YYYY}`: the last sequence issued in a year. Every admission of the year
 * writes this one document in its commit, guarded by what it read, so of two concurrent admits
 * only one commits on a given number; the other reads again and takes the next. No number is
 * given twice and none is skipped.
 */
export const MEMBER_NUMBER_COUNTERS = 'memberNumberCounters';

const counterSchema = z.object({ last: z.number().int().nonnegative() });
type Counter = z.infer<typeof counterSchema>;
const counterConverter = documentConverter(counterSchema);

export function memberNumberCounterRef(db: Firestore, year: number): DocumentReference<Counter> {
  return db.collection(MEMBER_NUMBER_COUNTERS).doc(String(year)).withConverter(counterConverter);
}

/**
 * The highest sequence of `year` already in the register (members imported or typed in the
 * console before the first admission of the year). Only the ids are read: a malformed row
 * elsewhere in the register must not stop the board's decision.
 */
async function highestInRegister(db: Firestore, year: number): Promise<number> {
  const ids = await membersCollection(db)
    .where(FieldPath.documentId(), '>=', `${year}-`)
    // '.' sorts right after '-': every id of the form `YYYY-…` and nothing else.
    .where(FieldPath.documentId(), '<', `${year}.`)
    .select()
    .get();
  return ids.docs.reduce((highest, doc) => {
    const parsed = parseMemberNumber(doc.id);
    return parsed?.year === year ? Math.max(highest, parsed.sequence) : highest;
  }, 0);
}

/** A year's register is far smaller; past this many taken numbers in a row something is wrong. */
const MAX_TAKEN_IN_A_ROW = 200;

/**
 * Takes the next member number of `year` in `batch`: one after the counter, or after the
 * register's highest of that year while the counter does not exist yet. A number already in the
 * register (added by hand or imported since) is passed over, never overwritten. Writes the
 * counter guarded by its read; the caller creates `members/{memberNumber}` in the same batch
 * (`create`, which fails the commit should that number have been taken meanwhile). To be used
 * inside `commitOptimistically`, which decides again when a guard fails.
 */
export async function takeMemberNumber(
  db: Firestore,
  batch: WriteBatch,
  year: number,
): Promise<string> {
  const counterRef = memberNumberCounterRef(db, year);
  const counterRead = await counterRef.get();
  const last = counterRead.data()?.last ?? (await highestInRegister(db, year));
  let sequence = last + 1;
  for (let taken = 0; ; taken += 1) {
    if (taken >= MAX_TAKEN_IN_A_ROW) {
      throw new Error(`member numbers of ${year} taken from ${last + 1} to ${sequence - 1}`);
    }
    const candidate = await membersCollection(db).doc(formatMemberNumber(year, sequence)).get();
    if (!candidate.exists) break;
    sequence += 1;
  }
  writeIfUnchanged(batch, counterRef, counterRead, { last: sequence });
  return formatMemberNumber(year, sequence);
}
