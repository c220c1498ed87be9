import type { Firestore } from 'firebase-admin/firestore';
import type { VerifyMemberResponse } from '@/domain/api/members';
import { judgeMembership, type MemberVerdict } from '@/domain/member-status';
import { normalizeMemberName } from '@/domain/members';

interface MemberDoc {
  normalizedName: string;
  validUntil: string;
}

/** Normalised exact match against the register (`members.normalizedName`), judged on `onDate`. */
export async function lookupMember(
  db: Firestore,
  memberName: string,
  onDate: string,
): Promise<MemberVerdict> {
  const snapshot = await db
    .collection('members')
    .where('normalizedName', '==', normalizeMemberName(memberName))
    .limit(5)
    .get();
  const entries = snapshot.docs.map((doc) => ({
    memberId: doc.id,
    validUntil: (doc.data() as MemberDoc).validUntil,
  }));
  return judgeMembership(entries, onDate);
}

/** The verdict only: never a name, a member number, an expiry date or any other part of the register. */
export function toVerifyMemberResponse(verdict: MemberVerdict): VerifyMemberResponse {
  return { status: verdict.status };
}
