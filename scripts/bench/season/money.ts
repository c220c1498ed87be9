import { Timestamp } from 'firebase-admin/firestore';
import { bookingReceiptInput } from '../../../functions/src/services/booking/booking-receipt';
import type { PayoutDoc, PayoutLine } from '../../../functions/src/services/payouts/payout-doc';
import {
  receiptIdOf,
  receiptOf as issuedReceipt,
} from '../../../functions/src/services/receipts/issue-receipt';
import { payoutTotals } from '../../../functions/src/services/payouts/reconcile-payouts';
import type {
  CreditNoteDoc,
  ReceiptDoc,
} from '../../../functions/src/services/receipts/receipt-doc';
import { receiptYearAt } from '../../../functions/src/services/receipts/receipt-year';
import { addDays, isoWeekday, romeInstant, todayInRome } from '../../../src/domain/calendar';
import { monthInRome } from '../../../src/domain/months';
import { DEFAULT_RECEIPT_SETTINGS } from '../../../src/domain/documents/receipt-settings';
import { splitFee } from '../../../src/domain/payouts/split-fee';
import { receiptNumber } from '../../../src/domain/receipts/kinds';
import type { SeasonBooking } from './bookings';
import { mostCommon } from './most-common';
import type { Random } from './random';
import type { SeasonWrite } from './write';
import { HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

export interface MoneyInput {
  now: Date;
  bookings: readonly SeasonBooking[];
}

export interface SeasonMoney {
  receipts: { id: string; doc: ReceiptDoc }[];
  creditNotes: { id: string; doc: CreditNoteDoc }[];
  /** `receiptCounters/{series}-{year}`, each at the last number its series handed out. */
  counters: { id: string; doc: { last: number } }[];
  payouts: { id: string; doc: PayoutDoc }[];
}

const SECOND = 1000;
/** Stripe's rolling delay: a day's balance is paid out this many days later. */
const AVAILABLE_AFTER_DAYS = 2;
/** When Stripe creates a business day's automatic payout (Rome). */
const PAYOUT_TIME = '05:00';
/** The payments taken outside the site (a Payment Link, the dashboard): nothing to match them to. */
const UNMATCHED_CHARGE_PER_DAY = 0.03;
/** Stripe's dispute fee in Italy. */
const DISPUTE_FEE_CENTS = 2000;

/** Stripe's price for a card payment in Italy, by where the card was issued. */
const CARD_FEES = {
  eea: { percent: 1.5, fixedCents: 25 },
  uk: { percent: 2.5, fixedCents: 25 },
  international: { percent: 3.25, fixedCents: 25 },
} as const;

/** A booking's payment: its receipt's moment and, when it was given back, the refund's. */
interface Payment {
  booking: SeasonBooking;
  paymentIntentId: string;
  paidMs: number;
  refund: { id: string; amountCents: number; createdMs: number; succeededMs: number } | null;
  disputed: boolean;
}

/** What the payment paths recorded on the booking: paid (or refunded at once), then refunded. */
function paymentOf(booking: SeasonBooking): Payment | null {
  const { doc } = booking;
  const paidAt = doc.paidAt ?? doc.refundDueAt;
  if (!doc.paymentIntentId || !paidAt) return null;
  const cancelled = doc.refund;
  const refund =
    cancelled?.id && cancelled.succeededAt && cancelled.amountCents > 0
      ? {
          id: cancelled.id,
          amountCents: cancelled.amountCents,
          createdMs: cancelled.requestedAt.toMillis(),
          succeededMs: cancelled.succeededAt.toMillis(),
        }
      : doc.refundId && doc.refundedAt
        ? {
            id: doc.refundId,
            amountCents: doc.amountRefundedCents ?? doc.amountTotalCents,
            createdMs: doc.refundedAt.toMillis(),
            succeededMs: doc.refundedAt.toMillis(),
          }
        : null;
  const reasons = [...doc.staffAttentionReasons, ...(doc.staffAttentionResolvedReasons ?? [])];
  return {
    booking,
    paymentIntentId: doc.paymentIntentId,
    paidMs: paidAt.toMillis(),
    refund,
    disputed: reasons.includes('dispute_opened'),
  };
}

/** Hands out a series' numbers by year, as the counter documents do. */
function numbering() {
  const last = new Map<number, number>();
  return {
    next(year: number) {
      const sequence = (last.get(year) ?? 0) + 1;
      last.set(year, sequence);
      return sequence;
    },
    counters: (series: string) =>
      [...last].map(([year, value]) => ({ id: `${series}-${year}`, doc: { last: value } })),
  };
}

/** The receipt the fulfilment issued with the payment, under the settings the local stack writes. */
function receiptOf(payment: Payment, sequence: number): ReceiptDoc {
  const { booking, paymentIntentId, paidMs } = payment;
  const input = bookingReceiptInput(booking.id, booking.doc, {
    amountCents: booking.doc.amountTotalCents,
    paymentIntentId,
  });
  const issuedAt = new Date(paidMs);
  const year = receiptYearAt(issuedAt);
  return issuedReceipt(input, year, sequence, DEFAULT_RECEIPT_SETTINGS, issuedAt);
}

/** A balance transaction as its payout line, before it is known which payout carries it. */
type Transaction = PayoutLine & { availableDay: string };

const numbered = (entry: { id: string; doc: { number: string } }) => ({
  id: entry.id,
  number: entry.doc.number,
});

/** Stripe's `created`: whole seconds. */
const seconds = (ms: number) => Timestamp.fromMillis(Math.floor(ms / SECOND) * SECOND);

function transaction(
  random: Random,
  line: Omit<PayoutLine, 'balanceTransactionId' | 'netCents' | 'at'> & { ms: number },
): Transaction {
  const { ms, ...rest } = line;
  return {
    balanceTransactionId: `txn_${random.id(24)}`,
    ...rest,
    at: seconds(ms),
    netCents: line.grossCents - line.feeCents,
    availableDay: addDays(todayInRome(new Date(ms)), AVAILABLE_AFTER_DAYS),
  };
}

function cardFee(random: Random, amountCents: number): number {
  const { percent, fixedCents } =
    CARD_FEES[random.weighted({ eea: 85, uk: 5, international: 10 } as const)];
  return Math.round((amountCents * percent) / 100) + fixedCents;
}

/**
 * The balance transactions the season's payments left in Stripe: each payment's charge (less
 * Stripe's fee), its refund (Stripe keeps the fee), its dispute, and now and then a payment taken
 * outside the site, which no booking explains.
 */
function transactionsOf(
  random: Random,
  payments: readonly Payment[],
  receiptOfBooking: ReadonlyMap<string, { id: string; doc: ReceiptDoc }>,
  noteOfRefund: ReadonlyMap<string, { id: string; doc: CreditNoteDoc }>,
  nowMs: number,
): Transaction[] {
  const transactions: Transaction[] = [];
  for (const payment of payments) {
    const { booking, paymentIntentId, paidMs, refund } = payment;
    const receipts = [numbered(receiptOfBooking.get(booking.id)!)];
    const common = {
      paymentIntentId,
      paidFor: { kind: 'booking' as const, id: booking.id },
      receipts,
      matched: true,
    };
    const gross = booking.doc.amountTotalCents;
    transactions.push(
      transaction(random, {
        ...common,
        kind: 'charge',
        stripeType: 'charge',
        // The charge is made a few seconds before Checkout tells the site.
        ms: paidMs - random.int(2, 30) * SECOND,
        grossCents: gross,
        feeCents: cardFee(random, gross),
        sourceId: `ch_${booking.id}`,
        creditNotes: [],
      }),
    );
    if (refund) {
      const note = noteOfRefund.get(refund.id);
      transactions.push(
        transaction(random, {
          ...common,
          kind: 'refund',
          stripeType: 'refund',
          ms: refund.createdMs,
          grossCents: -refund.amountCents,
          feeCents: 0,
          sourceId: refund.id,
          creditNotes: note ? [numbered(note)] : [],
        }),
      );
    }
    if (payment.disputed) {
      transactions.push(
        transaction(random, {
          ...common,
          kind: 'dispute',
          stripeType: 'adjustment',
          ms: Math.max(paidMs, Math.min(nowMs - MINUTE_MS, paidMs + random.int(6, 36) * HOUR_MS)),
          grossCents: -gross,
          feeCents: DISPUTE_FEE_CENTS,
          sourceId: `dp_${random.id(24)}`,
          creditNotes: [],
        }),
      );
    }
  }
  const first = payments.reduce((min, p) => Math.min(min, p.paidMs), nowMs);
  for (let day = todayInRome(new Date(first)); ; day = addDays(day, 1)) {
    const startMs = romeInstant(day, '00:00').getTime();
    if (startMs > nowMs) break;
    if (!random.chance(UNMATCHED_CHARGE_PER_DAY)) continue;
    const ms = Math.min(nowMs, startMs + random.int(8 * 60, 20 * 60) * MINUTE_MS);
    const gross = random.int(10, 120) * 500;
    transactions.push(
      transaction(random, {
        kind: 'charge',
        stripeType: 'charge',
        ms,
        grossCents: gross,
        feeCents: cardFee(random, gross),
        sourceId: `ch_${random.id(24)}`,
        paymentIntentId: `pi_${random.id(24)}`,
        paidFor: null,
        receipts: [],
        creditNotes: [],
        matched: false,
      }),
    );
  }
  return transactions.sort(
    (a, b) =>
      a.at.toMillis() - b.at.toMillis() ||
      a.balanceTransactionId.localeCompare(b.balanceTransactionId),
  );
}

/** What reconcile-payouts.ts stores of a payout and its lines. */
function payoutOf(lines: PayoutLine[], createdMs: number, nowMs: number): PayoutDoc {
  const totals = payoutTotals(lines);
  // Stripe's arrival_date: the next business day's midnight UTC.
  let arrivalDay = addDays(todayInRome(new Date(createdMs)), 1);
  while (isoWeekday(arrivalDay) > 5) arrivalDay = addDays(arrivalDay, 1);
  const arrivalMs = Date.parse(`${arrivalDay}T00:00:00Z`);
  const paid = arrivalMs <= nowMs;
  // The hourly job wrote it last when Stripe last changed it: created, then paid on arrival.
  const changedMs = paid ? arrivalMs : createdMs;
  return {
    amountCents: totals.netCents,
    currency: 'eur',
    status: paid ? 'paid' : 'in_transit',
    createdAt: seconds(createdMs),
    arrivalAt: Timestamp.fromMillis(arrivalMs),
    ...totals,
    addsUp: totals.grossCents - totals.feeCents === totals.netCents,
    lines,
    reconciledAt: Timestamp.fromMillis(Math.min(nowMs, changedMs + HOUR_MS)),
  };
}

/**
 * Stripe's automatic daily payouts up to now: every business day at PAYOUT_TIME, what became
 * available since the last one (a day's balance AVAILABLE_AFTER_DAYS later, so Monday's carries
 * the weekend's). A day whose balance is not positive pays nothing out and is carried on.
 */
function payoutsOf(
  random: Random,
  transactions: readonly Transaction[],
  nowMs: number,
): { id: string; doc: PayoutDoc }[] {
  const payouts: { id: string; doc: PayoutDoc }[] = [];
  if (transactions.length === 0) return payouts;
  let next = 0;
  let pending: PayoutLine[] = [];
  for (let day = transactions[0]!.availableDay; ; day = addDays(day, 1)) {
    const createdMs = romeInstant(day, PAYOUT_TIME).getTime();
    if (createdMs > nowMs) break;
    if (isoWeekday(day) > 5) continue;
    while (next < transactions.length && transactions[next]!.availableDay <= day) {
      const { availableDay: _day, ...line } = transactions[next]!;
      pending.push(line);
      next += 1;
    }
    if (pending.reduce((sum, line) => sum + line.netCents, 0) <= 0) continue;
    payouts.push({ id: `po_${random.id(24)}`, doc: payoutOf(pending, createdMs, nowMs) });
    pending = [];
  }
  return payouts;
}

/**
 * The money side of a season, as the payment paths would have left it for its bookings: a
 * numbered receipt for every payment (fulfilment), a credit note for every refund that went
 * through (creditSucceededRefund), each series numbered per year in the order of issue with its
 * counter at the last number, and Stripe's payouts as reconcilePayouts stores them, with the
 * payout id and Stripe's fee written back onto what they paid out. Draw it from a Random of its
 * own, so adding it changes nothing else of the season.
 */
export function seasonMoney(random: Random, input: MoneyInput): SeasonMoney {
  const nowMs = input.now.getTime();
  const payments = input.bookings
    .map(paymentOf)
    .filter((payment): payment is Payment => payment !== null)
    .sort((a, b) => a.paidMs - b.paidMs || a.booking.id.localeCompare(b.booking.id));

  const receiptNumbers = numbering();
  const receipts = payments.map((payment) => ({
    id: receiptIdOf({ kind: 'booking', bookingId: payment.booking.id }),
    doc: receiptOf(payment, receiptNumbers.next(receiptYearAt(new Date(payment.paidMs)))),
  }));
  const receiptOfBooking = new Map(receipts.map((r) => [r.doc.bookingId!, r]));

  const noteNumbers = numbering();
  const refunds = payments
    .filter((payment) => payment.refund)
    .sort((a, b) => a.refund!.succeededMs - b.refund!.succeededMs);
  const creditNotes = refunds.map(({ booking, refund }) => {
    const receipt = receiptOfBooking.get(booking.id)!;
    const issuedAt = new Date(refund!.succeededMs);
    const year = receiptYearAt(issuedAt);
    const sequence = noteNumbers.next(year);
    const doc: CreditNoteDoc = {
      number: receiptNumber(year, sequence),
      year,
      sequence,
      receiptId: receipt.id,
      receiptNumber: receipt.doc.number,
      kind: receipt.doc.kind,
      refundId: refund!.id,
      // issue-credit-note.ts credits at most what the receipt has left (one refund a payment here).
      amountCents: Math.min(refund!.amountCents, receipt.doc.amountCents),
      currency: 'eur',
      issuedAt: Timestamp.fromDate(issuedAt),
      payer: { name: receipt.doc.payer.name, taxCode: receipt.doc.payer.taxCode },
      ...(receipt.doc.uid ? { uid: receipt.doc.uid } : {}),
      bookingId: booking.id,
      payout: null,
    };
    return { id: refund!.id, doc };
  });
  const noteOfRefund = new Map(creditNotes.map((note) => [note.id, note]));

  const transactions = transactionsOf(random, payments, receiptOfBooking, noteOfRefund, nowMs);
  const payouts = payoutsOf(random, transactions, nowMs);

  // annotate-receipts.ts: a charge's receipts get the payout and their share of its fee, a
  // refund's credit notes the payout.
  const receiptById = new Map(receipts.map((r) => [r.id, r.doc]));
  for (const { id: payoutId, doc } of payouts) {
    for (const line of doc.lines) {
      if (line.kind === 'charge') {
        const paid = line.receipts.map((r) => receiptById.get(r.id)!);
        const shares = splitFee(
          line.feeCents,
          paid.map((receipt) => receipt.amountCents),
        );
        paid.forEach((receipt, index) => {
          receipt.payout = payoutId;
          receipt.stripeFeeCents = shares[index] ?? 0;
        });
      }
      if (line.kind === 'refund') {
        for (const note of line.creditNotes) noteOfRefund.get(note.id)!.doc.payout = payoutId;
      }
    }
  }

  return {
    receipts,
    creditNotes,
    counters: [...receiptNumbers.counters('receipts'), ...noteNumbers.counters('creditNotes')],
    payouts,
  };
}

/** Every document of the season's money, by its path. */
export function moneyWrites(money: SeasonMoney): SeasonWrite[] {
  return [
    ...money.receipts.map(({ id, doc }) => ({ path: `receipts/${id}`, data: doc })),
    ...money.creditNotes.map(({ id, doc }) => ({ path: `creditNotes/${id}`, data: doc })),
    ...money.counters.map(({ id, doc }) => ({ path: `receiptCounters/${id}`, data: doc })),
    ...money.payouts.map(({ id, doc }) => ({ path: `payouts/${id}`, data: doc })),
  ];
}

/** The last number each year's receipt series handed out, by its counter. */
export function lastReceiptNumbers(money: SeasonMoney): Map<number, number> {
  const last = new Map<number, number>();
  for (const { id, doc } of money.counters) {
    const [series, year] = id.split('-');
    if (series === 'receipts') last.set(Number(year), doc.last);
  }
  return last;
}

/**
 * The money with its receipt counters moved on to the numbers other receipts of the season took
 * (the membership fees'), as issuing those would have left them.
 */
export function withReceiptsTaken(
  money: SeasonMoney,
  taken: ReadonlyMap<number, number>,
): SeasonMoney {
  const counters = money.counters.filter(({ id }) => !id.startsWith('receipts-'));
  const last = lastReceiptNumbers(money);
  for (const [year, sequence] of taken) last.set(year, Math.max(last.get(year) ?? 0, sequence));
  for (const [year, value] of last) counters.push({ id: `receipts-${year}`, doc: { last: value } });
  return { ...money, counters };
}

/** The month (`YYYY-MM`, Rome) with the most receipts: the heaviest "Ricevute" file to ask for. */
export function busiestReceiptsMonth(money: SeasonMoney): string {
  return mostCommon(
    money.receipts.map(({ doc }) => monthInRome(doc.issuedAt.toDate())),
    'receipt',
  );
}

/** The payout with the most lines: the heaviest "Cassa" payout to open. */
export function payoutWithMostLines(money: SeasonMoney): string {
  const [top] = [...money.payouts].sort(
    (a, b) => b.doc.lines.length - a.doc.lines.length || a.id.localeCompare(b.id),
  );
  if (!top) throw new Error('a season without payouts has none to open');
  return top.id;
}
