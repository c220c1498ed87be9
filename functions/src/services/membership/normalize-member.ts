import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { normalizeMemberName } from '@/domain/members';
import { memberRegisterKeys } from '@/domain/member-register-keys';
import { z } from '@/domain/zod';
import { documentConverter, MalformedDocumentError } from '@functions/lib/document-converter';

/**
 * A register row as staff may have typed it in the console, before `normalizedName` is filled
 * in: only the fields this keeps in step are read (the full schema would refuse the row).
 */
const typedMemberSchema = z.looseObject({
  fullName: z.string().optional(),
  normalizedName: z.string().optional(),
  memberNumber: z.string().optional(),
  memberNumberKey: z.string().optional(),
  searchTerms: z.array(z.string()).optional(),
  feesPaid: z.record(z.string(), z.unknown()).optional(),
  feeYearsPaid: z.array(z.number()).optional(),
});
type TypedMember = z.infer<typeof typedMemberSchema>;

const typedMemberConverter = documentConverter(typedMemberSchema);

type RowFixes = {
  normalizedName?: string;
  memberNumber?: string;
  memberNumberKey?: string;
  searchTerms?: string[];
  feeYearsPaid?: number[];
};

/**
 * What a row lacks to be matched: `normalizedName` as `normalizeMemberName(fullName)` (the one
 * rule verifyMember and the checkout compare with), and `memberNumber` as its document id; and
 * to be paged and searched by the register (src/domain/member-register-keys.ts):
 * `memberNumberKey` and `searchTerms`, from the id and the name, and `feeYearsPaid`, the years of
 * `feesPaid` the register counts by. Empty when the row is right; a row without a usable
 * `fullName` keeps the name it has.
 */
export function memberRowFixes(memberNumber: string, row: TypedMember): RowFixes {
  const fromFullName = row.fullName ? normalizeMemberName(row.fullName) : '';
  const normalizedName = fromFullName || row.normalizedName || '';
  const { memberNumberKey, searchTerms } = memberRegisterKeys(memberNumber, normalizedName);
  const same = <T>(kept: readonly T[] | undefined, wanted: readonly T[]) =>
    kept?.length === wanted.length && kept.every((value, index) => value === wanted[index]);
  const feeYearsPaid = Object.keys(row.feesPaid ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const sameYears = same(
    [...(row.feeYearsPaid ?? [])].sort((a, b) => a - b),
    feeYearsPaid,
  );
  return {
    ...(fromFullName && row.normalizedName !== fromFullName ? { normalizedName } : {}),
    ...(row.memberNumber ? {} : { memberNumber }),
    ...(row.memberNumberKey === memberNumberKey ? {} : { memberNumberKey }),
    ...(same(row.searchTerms, searchTerms) ? {} : { searchTerms }),
    ...(sameYears || (!row.feeYearsPaid && feeYearsPaid.length === 0) ? {} : { feeYearsPaid }),
  };
}

export type NormalizeOutcome = 'updated' | 'unchanged' | 'deleted' | 'malformed';

/**
 * Brings one `members/{memberNumber}` row in step, reading it as it is now (not as an event
 * described it, which a later edit may have overtaken). It writes only what is wrong, so its own
 * write, which fires the trigger again, changes nothing the second time; it never deletes.
 */
export async function normalizeMemberRow(
  db: Firestore,
  memberNumber: string,
): Promise<NormalizeOutcome> {
  const ref: DocumentReference<TypedMember> = db
    .collection('members')
    .doc(memberNumber)
    .withConverter(typedMemberConverter);
  try {
    return await db.runTransaction(async (tx) => {
      const row = (await tx.get(ref)).data();
      if (!row) return 'deleted';
      const fixes = memberRowFixes(memberNumber, row);
      if (Object.keys(fixes).length === 0) return 'unchanged';
      tx.update(ref, fixes);
      return 'updated';
    });
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.error('member row malformed: its name cannot be normalised', {
      path: error.path,
      fields: error.fields,
    });
    return 'malformed';
  }
}
