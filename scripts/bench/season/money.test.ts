import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/zod';
import { bookingReceiptInput } from '../../../functions/src/services/booking/booking-receipt';
import { issueCreditNote } from '../../../functions/src/services/receipts/issue-credit-note';
import { issueReceipts, receiptIdOf } from '../../../functions/src/services/receipts/issue-receipt';
import {
  PAYOUTS_LISTED,
  staffPayoutLinesRequestSchema,
} from '../../../src/domain/api/staff-payouts';
import { payoutDocumentSchema } from '../../../src/domain/documents/payout';
import {
  creditNoteDocumentSchema,
  receiptCounterSchema,
  receiptDocumentSchema,
} from '../../../src/domain/documents/receipt';
import { periodBounds } from '../../../src/domain/months';
import { todayInRome } from '../../../src/domain/calendar';
import {
  busiestReceiptsMonth,
  moneyWrites,
  payoutWithMostLines,
  seasonMoney,
  type SeasonMoney,
} from './money';
import { seededRandom } from './random';
import { generateSeason, type Season } from './season';
import { SMALL_SEASON, testSeasonInput } from './test-season';

const timestamp = z.instanceof(Timestamp);

/** A season and its money around an injected "today" (the suite runs on any day). */
function moneyOf(now = new Date(Date.now() - 3 * 24 * 3_600_000), seed = 49) {
  const season = generateSeason(testSeasonInput({ seed, now }));
  const money = seasonMoney(seededRandom(seed), { now, bookings: season.bookings });
  return { season, money, now };
}

const { season, money } = moneyOf();

/** Each series per year: its sequences in order of issue, and its counter. */
function seriesByYear(
  docs: readonly { doc: { year: number; sequence: number; number: string; issuedAt: Timestamp } }[],
) {
  const years = new Map<number, { sequence: number; number: string; ms: number }[]>();
  for (const { doc } of docs) {
    const year = years.get(doc.year) ?? [];
    year.push({ sequence: doc.sequence, number: doc.number, ms: doc.issuedAt.toMillis() });
    years.set(doc.year, year);
  }
  return years;
}

function expectGaplessSeries(
  docs: Parameters<typeof seriesByYear>[0],
  counters: SeasonMoney['counters'],
  series: string,
) {
  const years = seriesByYear(docs);
  expect(years.size).toBeGreaterThan(0);
  for (const [year, issued] of years) {
    const byIssue = [...issued].sort((a, b) => a.ms - b.ms || a.sequence - b.sequence);
    expect(byIssue.map((entry) => entry.sequence)).toEqual(
      Array.from({ length: issued.length }, (_, index) => index + 1),
    );
    expect(new Set(issued.map((entry) => entry.number)).size).toBe(issued.length);
    expect(byIssue[0]!.number).toBe(`${year}/0001`);
    const counter = counters.find((c) => c.id === `${series}-${year}`);
    expect(counter?.doc.last).toBe(issued.length);
  }
  expect(counters.filter((c) => c.id.startsWith(`${series}-`))).toHaveLength(years.size);
}

/**
 * Just enough of Firestore for the receipts service to run on: documents by path, and the one
 * query issueCreditNote makes (a field equal to a value), read and written by a transaction.
 */
function memoryFirestore() {
  const store = new Map<string, DocumentData>();
  const ref = (path: string) => ({
    path,
    id: path.split('/').pop()!,
    withConverter: () => ref(path),
  });
  const collection = (name: string) => ({
    doc: (id: string) => ref(`${name}/${id}`),
    withConverter: () => collection(name),
    where: (field: string, _op: '==', value: unknown) => ({ name, field, value }),
  });
  const snapshot = (r: ReturnType<typeof ref>) => ({
    ref: r,
    id: r.id,
    exists: store.has(r.path),
    data: () => store.get(r.path),
  });
  const get = (
    target: ReturnType<typeof ref> | ReturnType<ReturnType<typeof collection>['where']>,
  ) =>
    'path' in target
      ? snapshot(target)
      : {
          docs: [...store.keys()]
            .filter((path) => path.startsWith(`${target.name}/`))
            .map((path) => snapshot(ref(path)))
            .filter((doc) => doc.data()?.[target.field] === target.value),
        };
  const tx = {
    get: async (target: Parameters<typeof get>[0]) => get(target),
    getAll: async (...refs: ReturnType<typeof ref>[]) => refs.map(snapshot),
    create: (r: ReturnType<typeof ref>, data: DocumentData) => store.set(r.path, data),
    set: (r: ReturnType<typeof ref>, data: DocumentData) => store.set(r.path, data),
  };
  return { store, db: { collection } as unknown as Firestore, tx: tx as unknown as Transaction };
}

const paidBookings = (s: Season) => s.bookings.filter((b) => b.doc.paymentIntentId);

describe("the season's money", () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    const day = new Date();
    expect(moneyOf(day).money).toEqual(moneyOf(day).money);
    expect(moneyOf(day, 50).money.payouts.map((p) => p.id)).not.toEqual(
      moneyOf(day).money.payouts.map((p) => p.id),
    );
  });

  it('stores documents the functions read: every one passes its collection schema', () => {
    const receipt = receiptDocumentSchema(timestamp);
    const note = creditNoteDocumentSchema(timestamp);
    const payout = payoutDocumentSchema(timestamp);
    for (const { id, doc } of money.receipts)
      expect([id, receipt.strict().safeParse(doc).error]).toEqual([id, undefined]);
    for (const { id, doc } of money.creditNotes)
      expect([id, note.strict().safeParse(doc).error]).toEqual([id, undefined]);
    for (const { doc } of money.counters)
      expect(receiptCounterSchema.safeParse(doc).error).toBeUndefined();
    for (const { id, doc } of money.payouts) {
      expect([id, payout.safeParse(doc).error]).toEqual([id, undefined]);
      // What staffPayoutLines accepts as a payout id (and payoutRef reads by).
      expect(staffPayoutLinesRequestSchema.safeParse({ payoutId: id }).success).toBe(true);
    }
  });

  it('writes each document at the path the functions read it from', () => {
    const writes = moneyWrites(money);
    const paths = writes.map((write) => write.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(`receipts/${money.receipts[0]!.id}`);
    expect(paths).toContain(`creditNotes/${money.creditNotes[0]!.doc.refundId}`);
    expect(paths).toContain(`payouts/${money.payouts[0]!.id}`);
    const year = money.receipts[0]!.doc.year;
    expect(paths).toContain(`receiptCounters/receipts-${year}`);
    expect(writes.map((w) => w.path.split('/')[0])).toEqual(
      expect.arrayContaining(['receipts', 'creditNotes', 'receiptCounters', 'payouts']),
    );
  });

  it('stores what the receipts service issues for the same payments and refunds, in the same order', async () => {
    const { store, db, tx } = memoryFirestore();
    const bookings = new Map(season.bookings.map((b) => [b.id, b]));
    const events = [
      ...money.receipts.map((r) => ({ ms: r.doc.issuedAt.toMillis(), receipt: r })),
      ...money.creditNotes.map((n) => ({ ms: n.doc.issuedAt.toMillis(), note: n })),
    ].sort((a, b) => a.ms - b.ms);
    for (const event of events) {
      if ('receipt' in event) {
        const { bookingId, amountCents, paymentIntentId } = event.receipt.doc;
        const booking = bookings.get(bookingId!)!;
        const input = bookingReceiptInput(booking.id, booking.doc, {
          amountCents,
          paymentIntentId,
        });
        await issueReceipts(tx, db, [input], new Date(event.ms));
      } else {
        const { receiptId, refundId, amountCents } = event.note.doc;
        await issueCreditNote(tx, db, { receiptId, refundId, amountCents }, new Date(event.ms));
      }
    }
    const unpaidOut = { payout: null, stripeFeeCents: null };
    for (const { id, doc } of money.receipts)
      expect(store.get(`receipts/${id}`)).toEqual({ ...doc, ...unpaidOut });
    for (const { id, doc } of money.creditNotes)
      expect(store.get(`creditNotes/${id}`)).toEqual({ ...doc, payout: null });
    for (const { id, doc } of money.counters)
      expect(store.get(`receiptCounters/${id}`)).toEqual(doc);
    expect(store.size).toBe(
      money.receipts.length + money.creditNotes.length + money.counters.length,
    );
  });

  it('numbers receipts and credit notes per year, without gaps or repeats, counters at the last', () => {
    expectGaplessSeries(money.receipts, money.counters, 'receipts');
    expectGaplessSeries(money.creditNotes, money.counters, 'creditNotes');
  });

  it('gives every paid booking exactly one receipt, of what it paid', () => {
    const paid = paidBookings(season);
    expect(paid.length).toBeGreaterThan(SMALL_SEASON.bookings / 2);
    expect(money.receipts).toHaveLength(paid.length);
    const byBooking = new Map(money.receipts.map((r) => [r.doc.bookingId, r]));
    expect(byBooking.size).toBe(paid.length);
    for (const { id, doc } of paid) {
      const receipt = byBooking.get(id);
      expect(receipt?.id).toBe(receiptIdOf({ kind: 'booking', bookingId: id }));
      expect(receipt?.doc.amountCents).toBe(doc.amountTotalCents);
      expect(receipt?.doc.paymentIntentId).toBe(doc.paymentIntentId);
      expect(receipt?.doc.participantNames).toEqual(doc.participantNames);
      expect(receipt?.doc.issuedAt.toMillis()).toBe((doc.paidAt ?? doc.refundDueAt)!.toMillis());
    }
    const unpaid = season.bookings.filter((b) => !b.doc.paymentIntentId);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const { id } of unpaid) expect(byBooking.has(id)).toBe(false);
  });

  it('credits every refund once, never for more than its receipt', () => {
    const refunds = season.bookings.flatMap(({ id, doc }) => {
      if (doc.refund?.status === 'succeeded')
        return [{ id, refundId: doc.refund.id, amountCents: doc.refund.amountCents }];
      if (doc.refundId) return [{ id, refundId: doc.refundId, amountCents: doc.amountTotalCents }];
      return [];
    });
    expect(refunds.length).toBeGreaterThan(0);
    expect(season.bookings.some((b) => b.doc.refund && b.doc.refund.percent < 100)).toBe(true);
    expect(money.creditNotes).toHaveLength(refunds.length);
    const notes = new Map(money.creditNotes.map((n) => [n.id, n.doc]));
    const receipts = new Map(money.receipts.map((r) => [r.id, r.doc]));
    for (const refund of refunds) {
      const note = notes.get(refund.refundId!);
      expect(note?.amountCents).toBe(refund.amountCents);
      expect(note?.bookingId).toBe(refund.id);
      const receipt = receipts.get(note!.receiptId);
      expect(receipt?.bookingId).toBe(refund.id);
      expect(note?.receiptNumber).toBe(receipt?.number);
      expect(note!.issuedAt.toMillis()).toBeGreaterThanOrEqual(receipt!.issuedAt.toMillis());
    }
    const credited = new Map<string, number>();
    for (const { doc } of money.creditNotes)
      credited.set(doc.receiptId, (credited.get(doc.receiptId) ?? 0) + doc.amountCents);
    for (const [receiptId, cents] of credited)
      expect(cents).toBeLessThanOrEqual(receipts.get(receiptId)!.amountCents);
  });

  it("adds up every payout: its lines' net is the amount, gross less fees is net", () => {
    expect(money.payouts.length).toBeGreaterThan(20);
    for (const { doc } of money.payouts) {
      const net = doc.lines.reduce((sum, line) => sum + line.netCents, 0);
      const gross = doc.lines.reduce((sum, line) => sum + line.grossCents, 0);
      const fees = doc.lines.reduce((sum, line) => sum + line.feeCents, 0);
      expect([net, gross, fees, doc.addsUp]).toEqual([
        doc.amountCents,
        doc.grossCents,
        doc.feeCents,
        true,
      ]);
      expect(doc.amountCents).toBeGreaterThan(0);
      for (const line of doc.lines) expect(line.netCents).toBe(line.grossCents - line.feeCents);
      expect(doc.unmatchedCount).toBe(doc.lines.filter((line) => !line.matched).length);
      const times = doc.lines.map((line) => line.at.toMillis());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(doc.lines.every((line) => line.at.toMillis() < doc.createdAt.toMillis())).toBe(true);
    }
  });

  it('ties each line to the booking, receipt and credit note the reconciliation finds', () => {
    const bookings = new Map(season.bookings.map((b) => [b.id, b.doc]));
    const receipts = new Map(money.receipts.map((r) => [r.id, r.doc]));
    const notes = new Map(money.creditNotes.map((n) => [n.id, n.doc]));
    const seen = new Set<string>();
    const kinds = new Set<string>();
    for (const { id: payoutId, doc } of money.payouts) {
      for (const line of doc.lines) {
        kinds.add(line.kind);
        expect(seen.has(line.balanceTransactionId)).toBe(false);
        seen.add(line.balanceTransactionId);
        if (!line.matched) {
          expect([line.paidFor, line.receipts]).toEqual([null, []]);
          continue;
        }
        // paidForPayment finds the booking by its payment intent; receiptsOfPayment its receipts.
        const booking = bookings.get(line.paidFor!.id);
        expect(booking?.paymentIntentId).toBe(line.paymentIntentId);
        expect(line.receipts.map((r) => receipts.get(r.id)?.number)).toEqual(
          line.receipts.map((r) => r.number),
        );
        expect(line.receipts.every((r) => receipts.get(r.id)?.bookingId === line.paidFor!.id)).toBe(
          true,
        );
        if (line.kind === 'charge') {
          for (const r of line.receipts) {
            expect(receipts.get(r.id)?.payout).toBe(payoutId);
            expect(receipts.get(r.id)?.stripeFeeCents).toBe(line.feeCents);
          }
        }
        if (line.kind === 'refund') {
          expect(line.creditNotes.map((n) => n.id)).toEqual([line.sourceId]);
          expect(notes.get(line.sourceId!)?.payout).toBe(payoutId);
        }
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['charge', 'refund']));
    expect(money.payouts.some((p) => p.doc.unmatchedCount > 0)).toBe(true);
    expect(money.payouts.some((p) => p.doc.unmatchedCount === 0)).toBe(true);
    // What no payout carried yet waits in Stripe's balance: its receipt has no payout.
    const paidOut = money.receipts.filter((r) => r.doc.payout !== null);
    expect(paidOut.length).toBeGreaterThan(money.receipts.length / 2);
    expect(paidOut.length).toBeLessThan(money.receipts.length);
    for (const r of money.receipts)
      expect(r.doc.stripeFeeCents === null).toBe(r.doc.payout === null);
  });

  it('places everything before the injected now, and lists the latest payouts in "Cassa"', () => {
    for (const later of [new Date(), new Date(Date.now() + 200 * 24 * 3_600_000)]) {
      const { money: m, now: at } = moneyOf(later);
      const nowMs = at.getTime();
      for (const { doc } of m.receipts) expect(doc.issuedAt.toMillis()).toBeLessThanOrEqual(nowMs);
      for (const { doc } of m.creditNotes)
        expect(doc.issuedAt.toMillis()).toBeLessThanOrEqual(nowMs + 60_000);
      for (const { doc } of m.payouts) {
        expect(doc.createdAt.toMillis()).toBeLessThanOrEqual(nowMs);
        expect(doc.reconciledAt.toMillis()).toBeLessThanOrEqual(nowMs);
        expect(doc.status).toBe(doc.arrivalAt.toMillis() <= nowMs ? 'paid' : 'in_transit');
      }
      // staffPayouts orders by createdAt: the newest are within the last days of the season.
      const newest = Math.max(...m.payouts.map((p) => p.doc.createdAt.toMillis()));
      expect(nowMs - newest).toBeLessThan(5 * 24 * 3_600_000);
    }
    expect(money.payouts.length).toBeGreaterThan(PAYOUTS_LISTED);
  });

  it('names the busiest receipts month and the payout with the most lines for the bench', () => {
    const month = busiestReceiptsMonth(money);
    // staffAccountingFile reads a period by `issuedAt` in [start, end) of Rome's month.
    const inMonth = (period: string) => {
      const { start, end } = periodBounds(period);
      return money.receipts.filter(
        ({ doc }) =>
          doc.issuedAt.toMillis() >= start.getTime() && doc.issuedAt.toMillis() < end.getTime(),
      ).length;
    };
    const months = new Set(
      money.receipts.map(({ doc }) => todayInRome(doc.issuedAt.toDate()).slice(0, 7)),
    );
    expect(months.size).toBeGreaterThan(3);
    expect(inMonth(month)).toBe(Math.max(...[...months].map(inMonth)));
    const top = payoutWithMostLines(money);
    const most = Math.max(...money.payouts.map((p) => p.doc.lines.length));
    expect(money.payouts.find((p) => p.id === top)?.doc.lines.length).toBe(most);
  });
});
