import { csvText, SPREADSHEET_SEPARATOR, spreadsheetEuros } from '@/domain/csv';
import { todayInRome } from '@/domain/calendar';
import { timeInRome } from '@/domain/rome-time';
import type { Locale } from '@/domain/locale';
import { periodBounds } from '@/domain/months';
import { formatVoucherCode } from './code';
import type { VoucherEntryKind } from './ledger';

/**
 * The treasurer's month of vouchers ("Buoni", "Scarica CSV del mese"): every sale, hand issue,
 * spend, refund back to a voucher, void and extension whose entry falls in the month (Europe/Rome),
 * one line each. Reserves and releases are left out: they are a checkout's hold, not money that
 * moved; a booking's spend is worth what its reserve took (the `spend` entry itself is 0).
 */

/** What the report reads of one voucher. */
export interface ReportVoucher {
  code: string;
  /** Paid online (with its Stripe payment), or issued by a manager. */
  paymentIntentId?: string | undefined;
  buyerName: string;
  entries: readonly {
    kind: VoucherEntryKind;
    amountCents: number;
    at: Date;
    bookingId?: string | undefined;
    note?: string | undefined;
  }[];
}

export const REPORT_MOVEMENTS = ['sale', 'by_hand', 'spend', 'refund', 'void', 'extend'] as const;
export type ReportMovement = (typeof REPORT_MOVEMENTS)[number];

export interface ReportLine {
  at: Date;
  code: string;
  movement: ReportMovement;
  /** Signed as the balance sees it: a sale adds, a spend takes. */
  amountCents: number;
  bookingId: string;
  paymentIntentId: string;
  buyerName: string;
  note: string;
}

/** The report's lines of some vouchers for a month, oldest first. */
export function monthLines(vouchers: readonly ReportVoucher[], month: string): ReportLine[] {
  const { start, end } = periodBounds(month);
  const lines: ReportLine[] = [];
  for (const voucher of vouchers) {
    const reserved = new Map<string, number>();
    for (const entry of voucher.entries) {
      if (entry.kind === 'reserve' && entry.bookingId) {
        reserved.set(entry.bookingId, entry.amountCents);
      }
      if (entry.kind === 'reserve' || entry.kind === 'release') continue;
      if (entry.at < start || entry.at >= end) continue;
      const movement: ReportMovement =
        entry.kind === 'issue' ? (voucher.paymentIntentId ? 'sale' : 'by_hand') : entry.kind;
      const amountCents =
        entry.kind === 'spend' ? (reserved.get(entry.bookingId ?? '') ?? 0) : entry.amountCents;
      lines.push({
        at: entry.at,
        code: voucher.code,
        movement,
        amountCents,
        bookingId: entry.bookingId ?? '',
        paymentIntentId: entry.kind === 'issue' ? (voucher.paymentIntentId ?? '') : '',
        buyerName: entry.kind === 'issue' ? voucher.buyerName : '',
        note: entry.note ?? '',
      });
    }
  }
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const WORDS = {
  it: {
    headings: [
      'Data',
      'Codice',
      'Movimento',
      'Caricato sul buono (€)',
      'Tolto dal buono (€)',
      'Prenotazione',
      'Pagamento Stripe',
      'Acquirente',
      'Nota',
    ],
    movements: {
      sale: 'Vendita',
      by_hand: 'Emesso dallo staff',
      spend: 'Utilizzo',
      refund: 'Rimborso sul buono',
      void: 'Annullamento',
      extend: 'Proroga',
    },
    file: 'buoni',
  },
  en: {
    headings: [
      'Date',
      'Code',
      'Movement',
      'Added to voucher (€)',
      'Taken from voucher (€)',
      'Booking',
      'Stripe payment',
      'Buyer',
      'Note',
    ],
    movements: {
      sale: 'Sale',
      by_hand: 'Issued by staff',
      spend: 'Spend',
      refund: 'Refund to voucher',
      void: 'Void',
      extend: 'Extension',
    },
    file: 'vouchers',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The lines as the treasurer's CSV, in `locale`; every cell defused by `csvText`. What a line adds
 * and what it takes sit in two columns of positive figures: a spreadsheet would read a leading
 * minus as a formula, which `csvText` rightly defuses into text, so the sums would break.
 */
export function monthCsv(lines: readonly ReportLine[], locale: Locale): string {
  const words = WORDS[locale];
  return csvText(
    [
      words.headings,
      ...lines.map((line) => [
        `${todayInRome(line.at)} ${timeInRome(line.at)}`,
        formatVoucherCode(line.code),
        words.movements[line.movement],
        line.amountCents > 0 ? spreadsheetEuros(line.amountCents, locale) : '',
        line.amountCents < 0 ? spreadsheetEuros(-line.amountCents, locale) : '',
        line.bookingId,
        line.paymentIntentId,
        line.buyerName,
        line.note,
      ]),
    ],
    SPREADSHEET_SEPARATOR[locale],
  );
}

export function monthFileName(month: string, locale: Locale): string {
  return `${WORDS[locale].file}-${month}.csv`;
}
