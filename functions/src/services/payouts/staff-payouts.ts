import type { Firestore } from 'firebase-admin/firestore';
import {
  PAYOUTS_LISTED,
  staffPayoutLinesRequestSchema,
  staffPayoutsRequestSchema,
  type PaidForView,
  type StaffPayoutLines,
  type StaffPayouts,
} from '@/domain/api/staff-payouts';
import { PERSON_NAME_MAX_LENGTH } from '@/domain/api/party';
import { todayInRome } from '@/domain/calendar';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { getAllOf, readableDocs } from '@functions/lib/document-converter';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { voucherRef } from '@functions/services/vouchers/voucher-doc';
import { isVoucherCode } from '@/domain/vouchers/code';
import { payoutRef, payoutsCollection, type PayoutLine } from './payout-doc';

/** staffPayouts, managers only: the latest payouts, newest first (single-field index). */
export async function handleStaffPayouts(deps: StaffDeps, call: StaffCall): Promise<StaffPayouts> {
  await requireManager(deps, call);
  parseInput(staffPayoutsRequestSchema, call.data ?? {});
  const snapshot = await payoutsCollection(deps.db)
    .orderBy('createdAt', 'desc')
    .limit(PAYOUTS_LISTED)
    .get();
  const { docs } = readableDocs(snapshot, 'payout left out of Cassa: unreadable');
  return {
    payouts: docs.map(({ id, data }) => ({
      payoutId: id,
      status: data.status.slice(0, 20),
      createdAt: data.createdAt.toDate().toISOString(),
      arrivalDate: todayInRome(data.arrivalAt.toDate()),
      amountCents: data.amountCents,
      grossCents: data.grossCents,
      feeCents: data.feeCents,
      addsUp: data.addsUp,
      lineCount: data.lines.length,
      unmatchedCount: data.unmatchedCount,
    })),
  };
}

interface Described {
  payer: string | null;
  paidFor: PaidForView;
}

const name = (text: string) => (text === '' ? null : text.slice(0, PERSON_NAME_MAX_LENGTH));

/**
 * Who paid and what for, read now from the bookings and vouchers the lines point at (one batch
 * each): the payout keeps only ids, so an anonymised booking shows no name here either.
 */
async function describe(db: Firestore, lines: readonly PayoutLine[]) {
  const described = new Map<string, Described>();
  const idsOf = (kind: string) => [
    ...new Set(lines.flatMap((line) => (line.paidFor?.kind === kind ? [line.paidFor.id] : []))),
  ];
  const bookings = await getAllOf(
    db,
    idsOf('booking').map((id) => bookingRef(db, id)),
  );
  for (const snapshot of bookings) {
    const booking = snapshot.exists ? safely(() => snapshot.data()) : undefined;
    if (!booking) continue;
    described.set(`booking:${snapshot.id}`, {
      payer: name(booking.customerName),
      paidFor: {
        kind: 'booking',
        id: snapshot.id,
        tourName: booking.tourName.slice(0, 200),
        selectedDate: booking.selectedDate,
      },
    });
  }
  const vouchers = await getAllOf(
    db,
    idsOf('voucher')
      .filter(isVoucherCode)
      .map((code) => voucherRef(db, code)),
  );
  for (const snapshot of vouchers) {
    const voucher = snapshot.exists ? safely(() => snapshot.data()) : undefined;
    if (!voucher) continue;
    described.set(`voucher:${snapshot.id}`, {
      payer: name(voucher.buyerName),
      paidFor: { kind: 'voucher', id: snapshot.id },
    });
  }
  return described;
}

/** A document its schema refuses leaves its line undescribed, never the payout unreadable. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * staffPayoutLines, managers only: one payout's lines, in Stripe's time order. Reading them is an
 * entry of the audit log: they name who paid.
 */
export async function handleStaffPayoutLines(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffPayoutLines> {
  const actor = await requireManager(deps, call);
  const { payoutId } = parseInput(staffPayoutLinesRequestSchema, call.data ?? {});
  const payout = (await payoutRef(deps.db, payoutId).get()).data();
  if (!payout) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such payout');
  const described = await describe(deps.db, payout.lines);
  await recordStaffAction(
    deps.db,
    actor,
    {
      action: 'payout_lines_read',
      target: `payouts/${payoutId}`,
      details: { payoutId, lines: payout.lines.length },
    },
    deps.now(),
  );
  return {
    payoutId,
    lines: payout.lines.map((line) => {
      const found = line.paidFor ? described.get(`${line.paidFor.kind}:${line.paidFor.id}`) : null;
      return {
        balanceTransactionId: line.balanceTransactionId,
        kind: line.kind,
        at: line.at.toDate().toISOString(),
        payer: found?.payer ?? null,
        paidFor: found?.paidFor ?? line.paidFor,
        grossCents: line.grossCents,
        feeCents: line.feeCents,
        netCents: line.netCents,
        receiptNumbers: line.receipts.map((receipt) => receipt.number),
        creditNoteNumbers: line.creditNotes.map((note) => note.number),
        matched: line.matched,
      };
    }),
  };
}
