import type { StaffPayoutLine } from '@/domain/api/staff-payouts';
import { csvText, SPREADSHEET_SEPARATOR, spreadsheetEuros } from '@/domain/csv';
import type { Locale } from '@/domain/locale';

/** The words of the file, in the page's language (the view hands them over, translated). */
export interface PayoutCsvWords {
  headings: readonly string[];
  kind: (line: StaffPayoutLine) => string;
  paidFor: (line: StaffPayoutLine) => string;
  /** The line's date and time as staff read it. */
  at: (line: StaffPayoutLine) => string;
}

/** A signed amount as two columns of positive figures: what came in, what went out. */
function split(cents: number, locale: Locale): [string, string] {
  return [
    cents > 0 ? spreadsheetEuros(cents, locale) : '',
    cents < 0 ? spreadsheetEuros(-cents, locale) : '',
  ];
}

/**
 * One payout's lines as the treasurer's CSV: gross and net each as in/out columns and Stripe's
 * fee as a positive figure, so the sums work in a spreadsheet; every cell defused by `csvText`.
 */
export function payoutCsv(
  lines: readonly StaffPayoutLine[],
  words: PayoutCsvWords,
  locale: Locale,
): string {
  return csvText(
    [
      words.headings,
      ...lines.map((line) => [
        words.at(line),
        words.kind(line),
        line.payer ?? '',
        words.paidFor(line),
        ...split(line.grossCents, locale),
        ...split(line.feeCents, locale),
        ...split(line.netCents, locale),
        line.receiptNumbers.join(', '),
        line.creditNoteNumbers.join(', '),
        line.balanceTransactionId,
      ]),
    ],
    SPREADSHEET_SEPARATOR[locale],
  );
}
