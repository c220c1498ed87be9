import { Timestamp } from 'firebase-admin/firestore';
import {
  staffIssueVoucherRequestSchema,
  type StaffIssueVoucherResponse,
} from '@/domain/api/staff-vouchers';
import { ASSOCIATION } from '@/content/association';
import { formatVoucherCode, newVoucherCode } from '@/domain/vouchers/code';
import { voucherValidUntil } from '@/domain/vouchers/validity';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { queueVoucherDelivery } from '../delivery';
import { voucherRef, type VoucherDoc } from '../voucher-doc';
import { voucherSearchGramsAt } from '../voucher-search';
import { loadVoucherSettings } from '../voucher-settings';
import { staffVoucherView, type StaffVoucherDeps } from './staff-voucher-view';

/**
 * `voucherIssueRequests/{uid}_{requestId}`: which voucher a manager's request issued, so the same
 * request sent twice (a double tap, a retry after a lost answer) issues one voucher.
 */
const REQUESTS = 'voucherIssueRequests';

/**
 * staffIssueVoucher, managers only: a voucher issued by hand (a goodwill gesture, a refund taken
 * as a voucher with the customer's consent), worth the amount the manager chose, valid for
 * `settings/vouchers.validityMonths` from today and mailed at once to the recipient, with the
 * copy to the association's inbox (the "buyer"). ONE transaction writes the voucher with its
 * `issue` entry, its mails, the request's marker and the audit entry.
 */
export async function handleStaffIssueVoucher(
  deps: StaffVoucherDeps,
  call: StaffCall,
): Promise<StaffIssueVoucherResponse> {
  const actor = await requireManager(deps, call);
  const request = parseInput(staffIssueVoucherRequestSchema, call.data ?? {});
  const marker = deps.db.collection(REQUESTS).doc(`${actor.uid}_${request.requestId}`);
  const { code, created } = await deps.db.runTransaction(async (tx) => {
    const earlier: unknown = (await tx.get(marker)).get('code');
    if (typeof earlier === 'string') return { code: earlier, created: false };
    const { validityMonths } = await loadVoucherSettings(deps.db, tx);
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    const fresh = newVoucherCode();
    const voucher: VoucherDoc = {
      status: 'issued',
      value: { kind: 'amount' },
      amountCents: request.amountCents,
      currency: 'eur',
      buyerName: ASSOCIATION.name,
      buyerEmail: ASSOCIATION.email,
      recipientName: request.recipientName,
      message: request.message,
      locale: request.locale,
      delivery: { kind: 'by_hand', recipientEmail: request.recipientEmail },
      issuedAt: at,
      validUntil: voucherValidUntil(now, validityMonths),
      entries: [
        {
          kind: 'issue',
          amountCents: request.amountCents,
          at,
          note: request.reason,
          byUid: actor.uid,
        },
      ],
      createdAt: at,
      updatedAt: at,
    };
    // A new random code never names an existing voucher (31^12 codes); `create` makes sure.
    tx.create(voucherRef(deps.db, fresh), {
      ...voucher,
      searchGramsAt: voucherSearchGramsAt(fresh, voucher),
    });
    await queueVoucherDelivery(deps, tx, fresh, voucher);
    tx.create(marker, { code: fresh, createdAt: at });
    recordStaffActionIn(
      tx,
      deps.db,
      actor,
      {
        action: 'voucher_issued',
        target: `vouchers/${fresh}`,
        details: {
          code: formatVoucherCode(fresh),
          amountCents: request.amountCents,
          reason: request.reason,
        },
      },
      now,
    );
    return { code: fresh, created: true };
  });
  const voucher = (await voucherRef(deps.db, code).get()).data();
  if (!voucher) throw new Error(`vouchers/${code} vanished after its issue`);
  return { created, voucher: staffVoucherView(code, voucher, deps.now()) };
}
