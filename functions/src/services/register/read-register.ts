import { logger } from 'firebase-functions';
import {
  memberRowSchema,
  staffMembersRequestSchema,
  type MemberRow,
  type StaffMembers,
} from '@/domain/api/staff-members';
import { parseInput } from '@functions/lib/callable-errors';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { membersCollection } from '@functions/services/members';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import type { RegisterDeps } from './deps';
import { toMemberRow } from './member-row';
import { todayInRome } from '@/domain/calendar';
import { currentFeeYear } from '@/domain/membership-fee/fee-year';
import { loadMembershipSettings } from '@functions/services/membership/settings';

/** Member numbers in the register's order: 2026-999 before 2026-1000, older numberings too. */
const byMemberNumber = new Intl.Collator('it', { numeric: true }).compare;

/**
 * staffMembers: the whole register for managers, sorted by member number, with the fee year
 * under way (each row names the years its fee was paid online). A row the server
 * cannot read (typed by hand in the console, say) does not hide the others: it is named in
 * `unreadable` and logged, for staff to correct in the console or by importing it again.
 */
export async function handleStaffMembers(
  deps: RegisterDeps,
  call: StaffCall,
): Promise<StaffMembers> {
  const manager = await requireManager(deps, call);
  parseInput(staffMembersRequestSchema, call.data ?? {});
  const snapshot = await membersCollection(deps.db).get();
  const members: MemberRow[] = [];
  const unreadable: string[] = [];
  for (const doc of snapshot.docs) {
    try {
      const row = memberRowSchema.safeParse(toMemberRow(doc.id, doc.data()));
      if (row.success) members.push(row.data);
      else {
        logger.error('member row too long to list', { path: doc.ref.path });
        unreadable.push(doc.id);
      }
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      logger.error('member row malformed', { path: error.path, fields: error.fields });
      unreadable.push(doc.id);
    }
  }
  members.sort((a, b) => byMemberNumber(a.memberNumber, b.memberNumber));
  unreadable.sort(byMemberNumber);
  // It discloses every member's name and address: recorded before it is answered.
  await recordStaffAction(
    deps.db,
    manager,
    { action: 'register_read', target: 'members', details: { members: members.length } },
    deps.now(),
  );
  const { membershipYearEnds } = await loadMembershipSettings(deps.db);
  const feeYear = currentFeeYear(todayInRome(deps.now()), membershipYearEnds);
  return { members, feeYear, unreadable };
}
