import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { normalizeMemberName } from '@/domain/members';
import { memberNumberSortKey, memberSearchTerms } from '@/domain/member-register-keys';
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
});
type TypedMember = z.infer<typeof typedMemberSchema>;

const typedMemberConverter = documentConverter(typedMemberSchema);

type RowFixes = {
  normalizedName?: string;
  memberNumber?: string;
  memberNumberKey?: string;
  searchTerms?: string[];
};

/**
 * What a row lacks to be matched: `normalizedName` as `normalizeMemberName(fullName)` (the one
 * rule verifyMember and the checkout compare with), and `memberNumber` as its document id; and
 * to be paged and searched by the register (src/domain/member-register-keys.ts):
 * `memberNumberKey` and `searchTerms`, from the id and the name. Empty when the row is right; a
 * row without a usable `fullName` keeps the name it has.
 */
export function memberRowFixes(memberNumber: string, row: TypedMember): RowFixes {
  const fromFullName = row.fullName ? normalizeMemberName(row.fullName) : '';
  const normalizedName = fromFullName || row.normalizedName || '';
  const memberNumberKey = memberNumberSortKey(memberNumber);
  const searchTerms = memberSearchTerms(normalizedName, memberNumber);
  const sameTerms =
    row.searchTerms?.length === searchTerms.length &&
    row.searchTerms.every((term, index) => term === searchTerms[index]);
  return {
    ...(fromFullName && row.normalizedName !== fromFullName ? { normalizedName } : {}),
    ...(row.memberNumber ? {} : { memberNumber }),
    ...(row.memberNumberKey === memberNumberKey ? {} : { memberNumberKey }),
    ...(sameTerms ? {} : { searchTerms }),
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
