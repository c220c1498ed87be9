import { Timestamp } from 'firebase-admin/firestore';
import {
  staffVoucherMonthRequestSchema,
  type StaffVoucherMonth,
} from '@/domain/api/staff-vouchers';
import {
  monthCsv,
  monthFileName,
  monthLines,
  type ReportVoucher,
} from '@/domain/vouchers/month-report';
import { periodBounds } from '@/domain/months';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { vouchersCollection } from '../voucher-doc';
import type { StaffVoucherDeps } from './staff-voucher-view';

/**
 * The vouchers that may hold an entry of the month: every entry written bumps `updatedAt`, so a
 * voucher last changed before the month began has none in it (single-field index on updatedAt).
 */
async function vouchersChangedSince(deps: StaffVoucherDeps, start: Date): Promise<ReportVoucher[]> {
  const snapshot = await vouchersCollection(deps.db)
    .where('updatedAt', '>=', Timestamp.fromDate(start))
    .get();
  return snapshot.docs.flatMap((doc) => {
    const voucher = doc.data();
    if (voucher.status !== 'issued') return [];
    return [
      {
        code: doc.id,
        paymentIntentId: voucher.paymentIntentId,
        buyerName: voucher.buyerName,
        entries: voucher.entries.map((entry) => ({
          kind: entry.kind,
          amountCents: entry.amountCents,
          at: entry.at.toDate(),
          bookingId: entry.bookingId,
          note: entry.note,
        })),
      },
    ];
  });
}

/**
 * staffVoucherMonth, managers only: the treasurer's CSV of a month (Europe/Rome) of vouchers,
 * with the month's sales and spends counted and summed. Making it is an entry of the audit log
 * (it holds buyers' names).
 */
export async function handleStaffVoucherMonth(
  deps: StaffVoucherDeps,
  call: StaffCall,
): Promise<StaffVoucherMonth> {
  const actor = await requireManager(deps, call);
  const { month, locale } = parseInput(staffVoucherMonthRequestSchema, call.data ?? {});
  const lines = monthLines(await vouchersChangedSince(deps, periodBounds(month).start), month);
  const sales = lines.filter((line) => line.movement === 'sale' || line.movement === 'by_hand');
  const spends = lines.filter((line) => line.movement === 'spend');
  await recordStaffAction(
    deps.db,
    actor,
    {
      action: 'voucher_report_read',
      target: 'vouchers',
      details: { month, lines: lines.length },
    },
    deps.now(),
  );
  return {
    fileName: monthFileName(month, locale),
    csv: monthCsv(lines, locale),
    sales: sales.length,
    salesCents: sales.reduce((sum, line) => sum + line.amountCents, 0),
    spends: spends.length,
    spendsCents: -spends.reduce((sum, line) => sum + line.amountCents, 0),
  };
}
