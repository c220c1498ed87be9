import { csvText, spreadsheetEuros } from '@/domain/csv';
import { todayInRome } from '@/domain/calendar';
import { formatTypedDay } from '@/domain/format';
import { isActivityKind, type ReceiptKind } from './kinds';

/**
 * The accountant's files of a month or a year (Europe/Rome): the receipts register, the credit
 * notes and the "prima nota", as CSV for an Italian Excel (';' between cells, ',' as the decimal
 * mark, every cell defused by `csvText`). Membership fees and activity receipts are taxed apart,
 * so each file totals them apart. Amounts are positive figures: a leading minus would be read
 * as a formula, which `csvText` rightly defuses into text, and the sums would break.
 */

/** `YYYY` (a year) or `YYYY-MM` (a month). */
export const ACCOUNTING_PERIOD = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

export interface ReportReceipt {
  number: string;
  issuedAt: Date;
  kind: ReceiptKind;
  payerName: string;
  payerTaxCode: string | null;
  description: string;
  amountCents: number;
  stampDutyCents: number;
  paymentIntentId: string | null;
  /** Filled in by the payouts reconciliation; empty until then. */
  stripeFeeCents: number | null;
  payout: string | null;
}

export interface ReportCreditNote {
  number: string;
  issuedAt: Date;
  kind: ReceiptKind;
  receiptNumber: string;
  payerName: string;
  amountCents: number;
  refundId: string;
}

export type AccountingFile = 'register' | 'credit_notes' | 'prima_nota';

const KIND_WORDS: Record<ReceiptKind, string> = {
  booking: 'Attività: prenotazione tour',
  rental: 'Attività: noleggio',
  voucher_sale: 'Attività: buono regalo',
  fee: 'Quota associativa',
};

/** Cents as the accountant's Italian spreadsheet reads a number: '1234,50', no thousands mark. */
const italianEuros = (cents: number) => spreadsheetEuros(cents, 'it');

/** '28/11/2026': the day in Rome, as an Italian spreadsheet reads a date. */
const day = (at: Date) => formatTypedDay(todayInRome(at), 'it');

/** The total rows: membership fees, activity receipts, all; `columns` places each figure. */
function totals<T extends { kind: ReceiptKind }>(
  items: readonly T[],
  width: number,
  figures: { column: number; of: (item: T) => number | null }[],
): string[][] {
  const groups = [
    ['Totale quote associative', items.filter((item) => !isActivityKind(item.kind))],
    ['Totale attività', items.filter((item) => isActivityKind(item.kind))],
    ['Totale', items],
  ] as const;
  return groups.map(([label, group]) => {
    const row = Array.from({ length: width }, () => '');
    row[0] = label;
    for (const figure of figures) {
      const values = group.map(figure.of);
      // A sum of figures some of which are unknown would look complete: it stays empty.
      row[figure.column] = values.every((value) => value !== null)
        ? italianEuros(values.reduce<number>((sum, value) => sum + (value ?? 0), 0))
        : '';
    }
    return row;
  });
}

function registerRows(receipts: readonly ReportReceipt[]): string[][] {
  const headings = [
    'Numero',
    'Data',
    'Tipo',
    'Pagante',
    'Codice fiscale',
    'Causale',
    'Importo (€)',
    'Bollo (€)',
    'Riferimento pagamento',
  ];
  return [
    headings,
    ...receipts.map((receipt) => [
      receipt.number,
      day(receipt.issuedAt),
      KIND_WORDS[receipt.kind],
      receipt.payerName,
      receipt.payerTaxCode ?? '',
      receipt.description,
      italianEuros(receipt.amountCents),
      receipt.stampDutyCents > 0 ? italianEuros(receipt.stampDutyCents) : '',
      receipt.paymentIntentId ?? '',
    ]),
    ...totals(receipts, headings.length, [
      { column: 6, of: (receipt) => receipt.amountCents },
      { column: 7, of: (receipt) => receipt.stampDutyCents },
    ]),
  ];
}

function creditNoteRows(notes: readonly ReportCreditNote[]): string[][] {
  const headings = [
    'Numero',
    'Data',
    'Ricevuta stornata',
    'Tipo',
    'Pagante',
    'Importo stornato (€)',
    'Rimborso Stripe',
  ];
  return [
    headings,
    ...notes.map((note) => [
      note.number,
      day(note.issuedAt),
      note.receiptNumber,
      KIND_WORDS[note.kind],
      note.payerName,
      italianEuros(note.amountCents),
      note.refundId,
    ]),
    ...totals(notes, headings.length, [{ column: 5, of: (note) => note.amountCents }]),
  ];
}

/**
 * The prima nota: date, receipt, payer, kind, gross, Stripe fee, net, payout. The fee and the
 * payout come from the payouts reconciliation; until it has run, they and the net stay empty.
 */
function primaNotaRows(receipts: readonly ReportReceipt[]): string[][] {
  const headings = [
    'Data',
    'Ricevuta',
    'Pagante',
    'Tipo',
    'Lordo (€)',
    'Commissione Stripe (€)',
    'Netto (€)',
    'Versamento Stripe',
  ];
  const net = (receipt: ReportReceipt) =>
    receipt.stripeFeeCents === null ? null : receipt.amountCents - receipt.stripeFeeCents;
  return [
    headings,
    ...receipts.map((receipt) => {
      const netCents = net(receipt);
      return [
        day(receipt.issuedAt),
        receipt.number,
        receipt.payerName,
        KIND_WORDS[receipt.kind],
        italianEuros(receipt.amountCents),
        receipt.stripeFeeCents === null ? '' : italianEuros(receipt.stripeFeeCents),
        netCents === null ? '' : italianEuros(netCents),
        receipt.payout ?? '',
      ];
    }),
    ...totals(receipts, headings.length, [
      { column: 4, of: (receipt) => receipt.amountCents },
      { column: 5, of: (receipt) => receipt.stripeFeeCents },
      { column: 6, of: net },
    ]),
  ];
}

const FILE_NAMES: Record<AccountingFile, string> = {
  register: 'registro-ricevute',
  credit_notes: 'note-di-credito',
  prima_nota: 'prima-nota',
};

/** One of the accountant's files for a period as a table: its headings first, its totals last. */
export function accountingTable(
  file: AccountingFile,
  data: { receipts: readonly ReportReceipt[]; creditNotes: readonly ReportCreditNote[] },
): string[][] {
  const byNumber = <T extends { issuedAt: Date; number: string }>(items: readonly T[]) =>
    [...items].sort(
      (a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.number.localeCompare(b.number),
    );
  return file === 'credit_notes'
    ? creditNoteRows(byNumber(data.creditNotes))
    : file === 'register'
      ? registerRows(byNumber(data.receipts))
      : primaNotaRows(byNumber(data.receipts));
}

/** The name of one of the accountant's files for a period, without its extension. */
export function accountingFileName(file: AccountingFile, period: string): string {
  return `${FILE_NAMES[file]}-${period}`;
}

/** One of the accountant's files for a period, oldest first, as CSV for an Italian Excel. */
export function accountingCsv(
  file: AccountingFile,
  period: string,
  data: { receipts: readonly ReportReceipt[]; creditNotes: readonly ReportCreditNote[] },
): { fileName: string; csv: string } {
  return {
    fileName: `${accountingFileName(file, period)}.csv`,
    csv: csvText(accountingTable(file, data), ';'),
  };
}
