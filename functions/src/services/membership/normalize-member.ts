import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { normalizeMemberName } from '@/domain/members';
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
});
type TypedMember = z.infer<typeof typedMemberSchema>;

const typedMemberConverter = documentConverter(typedMemberSchema);

/**
 * What a row lacks to be matched: `normalizedName` as `normalizeMemberName(fullName)` (the one
 * rule verifyMember and the checkout compare with), and `memberNumber` as its document id. Empty
 * when the row is right; a row without a usable `fullName` keeps the name it has.
 */
export function memberRowFixes(
  memberNumber: string,
  row: TypedMember,
): { normalizedName?: string; memberNumber?: string } {
  const normalizedName = row.fullName ? normalizeMemberName(row.fullName) : '';
  return {
    ...(normalizedName && row.normalizedName !== normalizedName ? { normalizedName } : {}),
    ...(row.memberNumber ? {} : { memberNumber }),
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
