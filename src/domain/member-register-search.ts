import type { MemberRow } from '@/domain/api/staff-members';
import { normalizeMemberName } from '@/domain/members';

/** A register row with its name as it is compared: folded once, not on every keystroke. */
export interface SearchableMember {
  row: MemberRow;
  foldedName: string;
}

export function searchable(rows: readonly MemberRow[]): SearchableMember[] {
  return rows.map((row) => ({ row, foldedName: normalizeMemberName(row.fullName) }));
}

/**
 * The rows whose name or number holds what staff typed. Names are folded the way verifyMember
 * folds them (normalizeMemberName), so "dell’acqua" typed on an iPhone finds "Dell'Acqua" and
 * "niccolo" finds "Niccolò"; numbers are matched without case. Nothing typed: every row.
 */
export function searchRegister(members: readonly SearchableMember[], query: string): MemberRow[] {
  const folded = normalizeMemberName(query);
  if (folded === '') return members.map((member) => member.row);
  return members
    .filter(
      ({ row, foldedName }) =>
        foldedName.includes(folded) || row.memberNumber.toLowerCase().includes(folded),
    )
    .map((member) => member.row);
}
