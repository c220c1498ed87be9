import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { VerifyMemberResponse } from '@/domain/api/members';
import { memberDocumentSchema, type MemberDocument } from '@/domain/documents/member';
import { judgeMembership, type MemberVerdict } from '@/domain/member-status';
import { normalizeMemberName } from '@/domain/members';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';

const memberSchema = memberDocumentSchema(timestampSchema);

/** A stored `members/{memberNumber}` document, with real Timestamps. */
export type MemberDoc = MemberDocument<Timestamp>;

/** The register (`members/{memberNumber}`), typed: a malformed row throws on reading. */
export const membersCollection = typedCollection('members', memberSchema);

/** Normalised exact match against the register (`members.normalizedName`), judged on `onDate`. */
export async function lookupMember(
  db: Firestore,
  memberName: string,
  onDate: string,
): Promise<MemberVerdict> {
  const snapshot = await membersCollection(db)
    .where('normalizedName', '==', normalizeMemberName(memberName))
    .limit(5)
    .get();
  const entries = snapshot.docs.map((doc) => ({
    memberId: doc.id,
    validUntil: doc.data().validUntil,
  }));
  return judgeMembership(entries, onDate);
}

/** The verdict only: never a name, a member number, an expiry date or any other part of the register. */
export function toVerifyMemberResponse(verdict: MemberVerdict): VerifyMemberResponse {
  return { status: verdict.status };
}
