import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  staffAccountingFileRequestSchema,
  type StaffAccountingFile,
} from '@/domain/api/staff-receipts';
import {
  accountingCsv,
  accountingTable,
  type ReportCreditNote,
  type ReportReceipt,
} from '@/domain/receipts/accounting-report';
import { periodBounds } from '@/domain/months';
import { isActivityKind } from '@/domain/receipts/kinds';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { creditNotesCollection, receiptsCollection } from '../receipt-doc';

/** What the period holds, read by `issuedAt` (a single-field range: no composite index). */
async function periodData(db: Firestore, period: string) {
  const { start, end } = periodBounds(period);
  const range = <T>(query: Query<T>) =>
    query
      .where('issuedAt', '>=', Timestamp.fromDate(start))
      .where('issuedAt', '<', Timestamp.fromDate(end))
      .get();
  const [receipts, notes] = await Promise.all([
    range(receiptsCollection(db)),
    range(creditNotesCollection(db)),
  ]);
  return {
    receipts: receipts.docs.map((doc): ReportReceipt => {
      const receipt = doc.data();
      return {
        number: receipt.number,
        issuedAt: receipt.issuedAt.toDate(),
        kind: receipt.kind,
        payerName: receipt.payer.name,
        payerTaxCode: receipt.payer.taxCode,
        description: receipt.description.map((line) => line.it).join(' · '),
        amountCents: receipt.amountCents,
        stampDutyCents: receipt.stampDutyCents,
        paymentIntentId: receipt.paymentIntentId,
        // Paid outside Stripe (a fee recorded at the desk): no fee to wait for, no payout.
        stripeFeeCents: receipt.paymentIntentId === null ? 0 : receipt.stripeFeeCents,
        payout: receipt.paymentIntentId === null ? 'fuori Stripe' : receipt.payout,
      };
    }),
    creditNotes: notes.docs.map((doc): ReportCreditNote => {
      const note = doc.data();
      return {
        number: note.number,
        issuedAt: note.issuedAt.toDate(),
        kind: note.kind,
        receiptNumber: note.receiptNumber,
        payerName: note.payer.name,
        amountCents: note.amountCents,
        refundId: note.refundId,
      };
    }),
  };
}

/**
 * staffAccountingFile, managers only: one of the accountant's files of a month or a year
 * (Europe/Rome) — the receipts register, the credit notes or the prima nota — with its lines'
 * totals, fees and activities apart. Making it is an entry of the audit log (it holds payers'
 * names and tax codes).
 */
export async function handleStaffAccountingFile(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffAccountingFile> {
  const actor = await requireManager(deps, call);
  const { period, file } = parseInput(staffAccountingFileRequestSchema, call.data ?? {});
  const data = await periodData(deps.db, period);
  const items = file === 'credit_notes' ? data.creditNotes : data.receipts;
  await recordStaffAction(
    deps.db,
    actor,
    {
      action: 'accounting_file_read',
      target: 'receipts',
      details: { period, file, lines: items.length },
    },
    deps.now(),
  );
  const sum = (activity: boolean) =>
    items
      .filter((item) => isActivityKind(item.kind) === activity)
      .reduce((total, item) => total + item.amountCents, 0);
  return {
    ...accountingCsv(file, period, data),
    table: accountingTable(file, data),
    lines: items.length,
    feesCents: sum(false),
    activityCents: sum(true),
  };
}
