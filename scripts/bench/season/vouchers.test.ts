import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../src/domain/booking-search';
import { todayInRome } from '../../../src/domain/calendar';
import { periodBounds } from '../../../src/domain/months';
import { voucherDocumentSchema } from '../../../src/domain/documents/voucher';
import { isVoucherCode, normalizeVoucherCode } from '../../../src/domain/vouchers/code';
import { VOUCHER_ENTRY_KINDS, voucherBalanceCents } from '../../../src/domain/vouchers/ledger';
import { monthLines, type ReportVoucher } from '../../../src/domain/vouchers/month-report';
import { voucherProblem } from '../../../src/domain/vouchers/usability';
import { z } from '../../../src/domain/zod';
import { SEASON_DAYS_BEHIND } from './departures';
import { seededRandom } from './random';
import { generateSeason } from './season';
import { SMALL_SEASON, testSeasonInput } from './test-season';
import { seasonVouchers, voucherBenchQueries, vouchersOf } from './vouchers';
import { DAY_MS } from '../../../src/domain/time-units';

const COUNT = 400;
const timestamp = z.instanceof(Timestamp);
const schema = voucherDocumentSchema(timestamp);

/** A season's bookings around an injected "today" (the suite runs on any day). */
function bookingsAround(now: Date) {
  const size = { ...SMALL_SEASON, bookings: 2_000, members: 300, waivers: 0, waitlist: 0 };
  return generateSeason(testSeasonInput({ now, size })).bookings;
}

const NOW = new Date(Date.now() - 3 * DAY_MS);
const BOOKINGS = bookingsAround(NOW);
const vouchersAt = (now = NOW, seed = 7, bookings = BOOKINGS) =>
  seasonVouchers(seededRandom(seed), { now, count: COUNT, bookings });

/** What staffVoucherMonth reads of a voucher (voucher-month.ts). */
const reportVoucher = ({ code, doc }: ReturnType<typeof vouchersOf>[number]): ReportVoucher => ({
  code,
  paymentIntentId: doc.paymentIntentId,
  buyerName: doc.buyerName,
  entries: doc.entries.map((entry) => ({ ...entry, at: entry.at.toDate() })),
});

describe('the season vouchers', () => {
  it('gives the same documents for the same seed and day, others for another seed', () => {
    const first = vouchersAt(NOW, 7);
    expect(vouchersAt(NOW, 7)).toEqual(first);
    const other = vouchersAt(NOW, 8);
    expect(other.map((write) => write.path)).not.toEqual(first.map((write) => write.path));
  });

  it('stores every voucher in the shape its schema reads, under its code', () => {
    const writes = vouchersAt();
    const vouchers = vouchersOf(writes);
    expect(vouchers).toHaveLength(COUNT);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(COUNT);
    for (const { code, doc } of vouchers) {
      expect(isVoucherCode(code)).toBe(true);
      expect([code, schema.safeParse(doc).error]).toEqual([code, undefined]);
    }
    const handIssued = new Set(
      vouchers.filter((v) => v.doc.delivery.kind === 'by_hand').map((v) => v.code),
    );
    const markers = writes.filter((write) => write.path.startsWith('voucherIssueRequests/'));
    expect(writes).toHaveLength(COUNT + markers.length);
    expect(new Set(markers.map((m) => (m.data as { code: string }).code))).toEqual(handIssued);
  });

  it('keeps every ledger consistent: chronological, never below zero, paying real bookings once', () => {
    const bookings = new Map(BOOKINGS.map((booking) => [booking.id, booking.doc]));
    const paid = new Set<string>();
    for (const { code, doc } of vouchersOf(vouchersAt())) {
      if (doc.status !== 'issued') {
        expect([code, doc.entries]).toEqual([code, []]);
        continue;
      }
      expect(doc.entries[0]).toMatchObject({ kind: 'issue', amountCents: doc.amountCents });
      let balance = 0;
      let last = 0;
      for (const entry of doc.entries) {
        expect(entry.at.toMillis()).toBeGreaterThanOrEqual(last);
        last = entry.at.toMillis();
        balance += entry.amountCents;
        expect(balance).toBeGreaterThanOrEqual(0);
        if (entry.kind === 'spend' || entry.kind === 'extend') expect(entry.amountCents).toBe(0);
        if (entry.kind !== 'reserve') continue;
        const booking = bookings.get(entry.bookingId!);
        expect(booking?.createdAt.toMillis()).toBe(entry.at.toMillis());
        expect(-entry.amountCents).toBeGreaterThan(0);
        expect(-entry.amountCents).toBeLessThanOrEqual(doc.amountCents);
        expect(paid.has(entry.bookingId!)).toBe(false);
        paid.add(entry.bookingId!);
      }
      const remaining = voucherBalanceCents(doc.entries);
      expect(remaining).toBe(balance);
      expect(remaining).toBeLessThanOrEqual(doc.amountCents);
      if (doc.voidedAt) expect(remaining).toBe(0);
    }
    expect(paid.size).toBeGreaterThan(COUNT / 4);
  });

  it('has every state a voucher can be in', () => {
    const vouchers = vouchersOf(vouchersAt()).map(({ doc }) => doc);
    const issued = vouchers.filter((doc) => doc.status === 'issued');
    expect(new Set(vouchers.map((doc) => doc.status))).toEqual(
      new Set(['pending', 'issued', 'cancelled']),
    );
    expect(new Set(issued.map((doc) => voucherProblem(doc, NOW)))).toEqual(
      new Set([null, 'VOUCHER_EMPTY', 'VOUCHER_EXPIRED', 'VOUCHER_VOID']),
    );
    const partly = issued.filter((doc) => {
      const balance = voucherBalanceCents(doc.entries);
      return !doc.voidedAt && balance > 0 && balance < doc.amountCents;
    });
    expect(partly.length).toBeGreaterThan(0);
    expect(new Set(issued.flatMap((doc) => doc.entries.map((entry) => entry.kind)))).toEqual(
      new Set(VOUCHER_ENTRY_KINDS),
    );
    expect(new Set(issued.map((doc) => doc.delivery.kind))).toEqual(
      new Set(['now_to_buyer', 'scheduled', 'by_hand']),
    );
    const scheduled = issued.filter((doc) => doc.delivery.kind === 'scheduled');
    expect(scheduled.some((doc) => doc.deliveryDueAt && !doc.deliveryQueuedAt)).toBe(true);
    expect(scheduled.some((doc) => doc.deliveryQueuedAt && !doc.deliveryDueAt)).toBe(true);
    expect(new Set(issued.map((doc) => doc.value.kind))).toEqual(new Set(['amount', 'tour']));
  });

  it('places every sale, use and change in the half year before the injected today', () => {
    for (const now of [new Date(), new Date(Date.now() + 200 * DAY_MS)]) {
      const nowMs = now.getTime();
      for (const { code, doc } of vouchersOf(vouchersAt(now, 7, bookingsAround(now)))) {
        const created = doc.createdAt.toMillis();
        expect([code, created >= nowMs - SEASON_DAYS_BEHIND * DAY_MS && created <= nowMs]).toEqual([
          code,
          true,
        ]);
        expect(doc.updatedAt.toMillis()).toBeLessThanOrEqual(nowMs);
        for (const entry of doc.entries) {
          expect(entry.at.toMillis()).toBeGreaterThanOrEqual(created);
          // Every entry bumps `updatedAt`: staffVoucherMonth finds the month's by it.
          expect(entry.at.toMillis()).toBeLessThanOrEqual(doc.updatedAt.toMillis());
        }
        expect(doc.validUntil > todayInRome(doc.createdAt.toDate())).toBe(true);
        if (doc.deliveryQueuedAt)
          expect(doc.deliveryQueuedAt.toMillis()).toBeLessThanOrEqual(nowMs);
        if (doc.deliveryDueAt) expect(doc.deliveryDueAt.toMillis()).toBeGreaterThan(nowMs - DAY_MS);
        if (doc.checkoutExpiresAt && doc.status === 'pending') {
          expect(doc.checkoutExpiresAt.toMillis()).toBeGreaterThan(nowMs);
        }
      }
    }
  });

  it('answers a search and a month the staff callables find vouchers for', () => {
    const writes = vouchersAt();
    const issued = vouchersOf(writes).filter(({ doc }) => doc.status === 'issued');
    const { surname, code, month } = voucherBenchQueries(writes);
    const folded = foldSearchText(surname);
    const named = issued.filter(({ doc }) => foldSearchText(doc.buyerName).includes(folded));
    expect(named.length).toBeGreaterThan(COUNT / 100);
    expect(issued.some((v) => v.code === normalizeVoucherCode(code))).toBe(true);
    // staffVoucherMonth reads only what changed since the month began: it must miss no line.
    const { start } = periodBounds(month);
    const changed = issued.filter(({ doc }) => doc.updatedAt.toMillis() >= start.getTime());
    const lines = monthLines(changed.map(reportVoucher), month);
    expect(lines).toEqual(monthLines(issued.map(reportVoucher), month));
    expect(lines.filter((line) => line.movement === 'sale').length).toBeGreaterThan(COUNT / 12);
  });
});
