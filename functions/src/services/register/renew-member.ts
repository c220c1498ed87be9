import { staffRenewMemberRequestSchema } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { renewedValidUntil } from '@/domain/membership-year';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { membersCollection } from '@functions/services/members';
import { loadMembershipSettings } from '@functions/services/membership/settings';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';

/** What Firestore takes as a document id: anything else cannot be in the register. */
const DOCUMENT_ID = /^(?!\.\.?$)(?!__.*__$)[^/]+$/;

/**
 * staffRenewMember ("Rinnova"): extends one membership to the end of the next membership year,
 * counted from the member's own `validUntil` while it runs and from today (Rome, server clock)
 * once it has lapsed. Read and written in one transaction with its audit entry, so two managers
 * tapping at once renew it twice in sequence, never both from the same old date.
 */
export async function handleStaffRenewMember(
  deps: StaffDeps,
  call: StaffCall,
): Promise<{ memberNumber: string; validUntil: string }> {
  const manager = await requireManager(deps, call);
  const { memberNumber } = parseInput(staffRenewMemberRequestSchema, call.data ?? {});
  if (!DOCUMENT_ID.test(memberNumber)) {
    throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such member');
  }
  const ref = membersCollection(deps.db).doc(memberNumber);
  return deps.db.runTransaction(async (tx) => {
    const { membershipYearEnds } = await loadMembershipSettings(deps.db, tx);
    const member = (await tx.get(ref)).data();
    if (!member) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such member');
    const now = deps.now();
    const validUntil = renewedValidUntil(member.validUntil, todayInRome(now), membershipYearEnds);
    tx.update(ref, { validUntil });
    recordStaffActionIn(
      tx,
      deps.db,
      manager,
      {
        action: 'member_renew',
        target: ref.path,
        details: { memberNumber, previousValidUntil: member.validUntil, validUntil },
      },
      now,
    );
    return { memberNumber, validUntil };
  });
}
