import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  staffRecordFeeRequestSchema,
  type OfflineFeeMethod,
  type StaffRecordFeeResponse,
} from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { currentFeeYear } from '@/domain/membership-fee/fee-year';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { membersCollection } from '@functions/services/members';
import { feeLineName } from '@/domain/membership-fee/fee-line-name';
import { loadMembershipSettings } from '@functions/services/membership/settings';
import { issueReceipt } from '@functions/services/receipts/issue-receipt';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';

const PAID_BY: Record<OfflineFeeMethod, { it: string; en: string }> = {
  cash: { it: 'Pagata in contanti', en: 'Paid in cash' },
  bank_transfer: { it: 'Pagata con bonifico', en: 'Paid by bank transfer' },
};

const alreadyPaid = (year: number) =>
  failure('failed-precondition', 'FEE_NOT_DUE', `FEE_NOT_DUE: the ${year} fee is recorded already`);

/**
 * staffRecordFee ("Registra quota"): a membership fee paid at the desk or by bank transfer,
 * recorded on the member (`feesPaid.<year>`, with how it was paid) in ONE transaction with its
 * numbered receipt and the audit entry. The amount is the settings' for the member's type; the
 * year is the fee year under way or the next one. A fee already recorded for that year (online
 * or by another manager's tap) is refused, so a double tap gives one receipt.
 */
export async function handleStaffRecordFee(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffRecordFeeResponse> {
  const manager = await requireManager(deps, call);
  const { memberNumber, year, method } = parseInput(staffRecordFeeRequestSchema, call.data ?? {});
  const ref = membersCollection(deps.db).doc(memberNumber);
  return runReceiptTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const settings = await loadMembershipSettings(deps.db, tx);
    const member = (await tx.get(ref)).data();
    if (!member) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such member');
    const current = currentFeeYear(todayInRome(now), settings.membershipYearEnds);
    if (year !== current && year !== current + 1) {
      throw failure(
        'invalid-argument',
        'INVALID_INPUT',
        'INVALID_INPUT: not this fee year or the next',
        {
          fields: ['year'],
        },
      );
    }
    if (member.feesPaid?.[String(year)]) throw alreadyPaid(year);
    const amountCents = settings.fees[member.membershipType ?? 'ordinario'];
    const name = member.fullName ?? memberNumber;
    const receipt = await issueReceipt(
      tx,
      deps.db,
      {
        subject: { kind: 'fee', feeYear: year, memberId: memberNumber },
        amountCents,
        paymentIntentId: null,
        payer: { name, taxCode: null },
        description: [
          { it: feeLineName(year, 'it'), en: feeLineName(year, 'en') },
          { it: `Socio: ${name}`, en: `Member: ${name}` },
          PAID_BY[method],
        ],
        locale: member.locale ?? 'it',
      },
      now,
    );
    // The member-year's receipt exists already: the fee was paid (online, before the register
    // knew the member) and is not to be taken twice.
    if (!receipt.created) throw alreadyPaid(year);
    tx.update(ref, {
      feeYearsPaid: FieldValue.arrayUnion(year),
      [`feesPaid.${year}`]: {
        year,
        amountCents,
        paymentIntentId: null,
        method,
        paidAt: Timestamp.fromDate(now),
        receiptId: receipt.id,
        receiptNumber: receipt.number,
      },
    });
    recordStaffActionIn(
      tx,
      deps.db,
      manager,
      {
        action: 'member_fee_recorded',
        target: ref.path,
        details: { memberNumber, year, amountCents, method, receiptNumber: receipt.number },
      },
      now,
    );
    return { memberNumber, year, amountCents, receiptNumber: receipt.number };
  });
}
