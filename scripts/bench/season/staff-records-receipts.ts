import type { AuditLogDoc } from '../../../functions/src/services/audit-log/audit-log';
import type { ApplicationDoc } from '../../../functions/src/services/membership/applications';
import { receiptYearAt } from '../../../functions/src/services/receipts/receipt-year';
import { receiptNumber } from '../../../src/domain/receipts/kinds';

/**
 * The membership fees' receipt numbers: the fees paid online (on the applications) and at the desk
 * (in the audit log) take numbers of the same yearly series as the season's other receipts.
 */

/** Only the documents are read (and the fees' numbers written). */
type Applications = readonly { doc: ApplicationDoc }[];
type AuditEntries = readonly { doc: AuditLogDoc }[];

/** The receipts' series of each year (receiptYearAt), in the order the fees were paid. */
export function numberFees(
  applications: Applications,
  taken: ReadonlyMap<number, number> = new Map(),
): void {
  const last = new Map(taken);
  const paid = applications.flatMap(({ doc }) => (doc.fee ? [doc.fee] : []));
  paid.sort((a, b) => a.paidAt.toMillis() - b.paidAt.toMillis());
  for (const fee of paid) {
    const year = receiptYearAt(fee.paidAt.toDate());
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    fee.receiptNumber = receiptNumber(year, sequence);
  }
}

/** Raises `last` of a receipt number's year (`YYYY/NNNN`, receiptNumber) to its sequence. */
function keepHighest(last: Map<number, number>, number: string): void {
  const [year, sequence] = number.split('/').map(Number);
  if (year && sequence) last.set(year, Math.max(last.get(year) ?? 0, sequence));
}

/** The last receipt number of each year the applications' fees took. */
function lastReceipts(applications: Applications): Map<number, number> {
  const last = new Map<number, number>();
  for (const { doc } of applications) {
    keepHighest(last, doc.fee?.receiptNumber ?? '');
  }
  return last;
}

/**
 * The receipts of the fees paid at the desk, numbered in the order they were recorded, after
 * the online fees' of the year (the season draws these two series apart).
 */
export function numberDeskFees(entries: AuditEntries, applications: Applications): void {
  const last = lastReceipts(applications);
  const fees = entries.filter(({ doc }) => doc.action === 'member_fee_recorded');
  fees.sort((a, b) => a.doc.at.toMillis() - b.doc.at.toMillis());
  for (const { doc } of fees) {
    const year = receiptYearAt(doc.at.toDate());
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    doc.details['receiptNumber'] = receiptNumber(year, sequence);
  }
}

/**
 * The last receipt number of each year the fees took, online and at the desk: the season's
 * receipt counters must stand at least there.
 */
export function receiptsTakenByFees(
  applications: Applications,
  auditLog: AuditEntries,
): Map<number, number> {
  const last = lastReceipts(applications);
  for (const { doc } of auditLog) {
    const number = doc.details['receiptNumber'];
    if (typeof number === 'string') keepHighest(last, number);
  }
  return last;
}
