import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { getAllOf } from '@functions/lib/document-converter';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { addEntriesIfUnchanged } from './booking-voucher';
import { voucherRef, type VoucherDoc, type VoucherEntry } from './voucher-doc';

/**
 * The vouchers a checkout's commit changes: the one it pays with, and those of the holds it
 * replaces (their reserves go back). Each is read once and written once, with every entry the
 * commit adds, and only if it is still as read.
 */
export async function voucherMoves(
  db: Firestore,
  replaced: [string, { booking: BookingDoc }][],
  voucherCode: string | undefined,
  now: Date,
) {
  const releases = replaced.flatMap(([id, { booking: held }]) =>
    held.voucher?.state === 'reserved' ? [{ bookingId: id, voucher: held.voucher }] : [],
  );
  const codes = [
    ...new Set([...releases.map((r) => r.voucher.code), ...(voucherCode ? [voucherCode] : [])]),
  ];
  const reads = await getAllOf(
    db,
    codes.map((code) => voucherRef(db, code)),
  );
  const added = new Map<string, VoucherEntry[]>(codes.map((code) => [code, []]));
  const at = Timestamp.fromDate(now);
  for (const { bookingId, voucher } of releases) {
    added
      .get(voucher.code)!
      .push({ kind: 'release', amountCents: voucher.ledgerCents, at, bookingId });
  }
  const readOf = (code: string) => reads[codes.indexOf(code)]!;
  return {
    /** The voucher as it will be with the entries added so far. */
    now(code: string): VoucherDoc | undefined {
      const voucher = readOf(code).data();
      return voucher && { ...voucher, entries: [...voucher.entries, ...added.get(code)!] };
    },
    add(code: string, entry: VoucherEntry) {
      added.get(code)!.push(entry);
    },
    write(batch: WriteBatch, now: Date) {
      for (const code of codes) {
        const entries = added.get(code)!;
        if (entries.length > 0) addEntriesIfUnchanged(batch, readOf(code), entries, now);
      }
    },
  };
}
