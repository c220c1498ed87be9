import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { voucherCoverage } from '@/domain/vouchers/amount';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import { voucherProblem, type VoucherProblem } from '@/domain/vouchers/usability';
import { failure } from '@functions/lib/callable-errors';
import { writeIfUnchanged } from '@functions/lib/optimistic-commit';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { voucherRef, type VoucherDoc, type VoucherEntry } from './voucher-doc';

type BookingVoucher = NonNullable<BookingDoc['voucher']>;

const voucherFailure = (reason: 'VOUCHER_NOT_FOUND' | VoucherProblem, why: string) =>
  failure('failed-precondition', reason, `${reason}: ${why}`, { fields: ['voucherCode'] });

/**
 * Decides, inside a booking's commit, what the voucher pays: the voucher as read in the same
 * commit must be issued, not void, valid today and have a balance; its reserve is min(balance,
 * price) (a tour voucher pays its tour for its people). Answers the booking as it will be stored
 * (the card's part in `amountTotalCents`) and the ledger entry to add.
 */
export function reserveVoucher(
  code: string,
  voucher: VoucherDoc | undefined,
  booking: BookingDoc,
  bookingId: string,
  now: Date,
): { booking: BookingDoc; entry: VoucherEntry } {
  if (!voucher || voucher.status !== 'issued') {
    throw voucherFailure('VOUCHER_NOT_FOUND', 'no issued voucher has this code');
  }
  const problem = voucherProblem(voucher, now);
  if (problem) throw voucherFailure(problem, 'the voucher cannot pay');
  const balanceCents = voucherBalanceCents(voucher.entries);
  const { value } = voucher;
  const { coveredCents, ledgerCents } = voucherCoverage(
    {
      balanceCents,
      issuedCents: voucher.amountCents,
      ...(value.kind === 'tour' ? { tour: { tourId: value.tourId, people: value.people } } : {}),
    },
    {
      tourId: booking.tourId,
      participants: booking.participants,
      priceCents: booking.amountTotalCents,
    },
  );
  if (ledgerCents <= 0 || coveredCents <= 0) {
    throw voucherFailure('VOUCHER_EMPTY', 'nothing of the balance can pay this booking');
  }
  const entry: VoucherEntry = {
    kind: 'reserve',
    amountCents: -ledgerCents,
    at: Timestamp.fromDate(now),
    bookingId,
  };
  return {
    booking: {
      ...booking,
      amountTotalCents: booking.amountTotalCents - coveredCents,
      voucher: { code, coveredCents, ledgerCents, state: 'reserved' },
    },
    entry,
  };
}

/** Adds entries to a voucher read in an optimistic commit: lands only if it is still as read. */
export function addEntriesIfUnchanged(
  batch: WriteBatch,
  read: DocumentSnapshot<VoucherDoc>,
  entries: VoucherEntry[],
  now: Date,
): void {
  const voucher = read.data();
  if (!voucher) throw new Error(`${read.ref.path} vanished within its commit`);
  writeIfUnchanged(batch, read.ref, read, {
    entries: [...voucher.entries, ...entries],
    updatedAt: Timestamp.fromDate(now),
  });
}

/**
 * What a booking's voucher needs read in a transaction before its writes: the voucher document,
 * when the booking has one in `state`. Reads come first in a Firestore transaction, so callers
 * read this with their other documents and write with `settleBookingVoucher` after.
 */
export async function readBookingVoucher(
  tx: Transaction,
  db: Firestore,
  booking: BookingDoc,
  state: BookingVoucher['state'],
): Promise<DocumentSnapshot<VoucherDoc> | null> {
  if (booking.voucher?.state !== state) return null;
  return tx.get(voucherRef(db, booking.voucher.code));
}

/** The ledger entry each move of a booking's voucher writes, and the voucher's state after it. */
const MOVES = {
  release: { from: 'reserved', to: 'released', sign: 1 },
  spend: { from: 'reserved', to: 'spent', sign: 0 },
  refund: { from: 'spent', to: 'refunded', sign: 1 },
} as const;

/**
 * Writes, in the caller's transaction, one move of a booking's voucher (read with
 * `readBookingVoucher`): `release` gives a lapsed checkout's reserve back, `spend` settles it with
 * the payment, `refund` gives a cancelled booking's voucher part back. Answers the booking fields
 * to update with it, so the booking's state and the ledger change in one commit and once.
 */
export function settleBookingVoucher(
  tx: Transaction,
  read: DocumentSnapshot<VoucherDoc> | null,
  bookingId: string,
  booking: BookingDoc,
  move: keyof typeof MOVES,
  now: Date,
): Record<string, unknown> {
  const { from, to, sign } = MOVES[move];
  const own = booking.voucher;
  const voucher = read?.data();
  if (!read || !own || own.state !== from || !voucher) return {};
  const at = Timestamp.fromDate(now);
  const entry: VoucherEntry = { kind: move, amountCents: sign * own.ledgerCents, at, bookingId };
  tx.update(read.ref, { entries: [...voucher.entries, entry], updatedAt: at });
  return { 'voucher.state': to };
}

/**
 * A payment that arrives after its checkout lapsed (its reserve released) takes the voucher's
 * part again, reserve and spend in the caller's transaction, when the voucher still has it and
 * can be used; else answers null, and the payment is refunded like one for seats gone.
 */
export function retakeReleasedVoucher(
  tx: Transaction,
  read: DocumentSnapshot<VoucherDoc> | null,
  bookingId: string,
  booking: BookingDoc,
  now: Date,
): Record<string, unknown> | null {
  const own = booking.voucher;
  const voucher = read?.data();
  if (!read || !own || own.state !== 'released' || !voucher) return null;
  if (voucherProblem(voucher, now) || voucherBalanceCents(voucher.entries) < own.ledgerCents) {
    return null;
  }
  const at = Timestamp.fromDate(now);
  tx.update(read.ref, {
    entries: [
      ...voucher.entries,
      { kind: 'reserve', amountCents: -own.ledgerCents, at, bookingId },
      { kind: 'spend', amountCents: 0, at, bookingId },
    ],
    updatedAt: at,
  });
  return { 'voucher.state': 'spent' };
}
