import { describe, expect, it } from 'vitest';
import type { StaffPayoutLine } from '@/domain/api/staff-payouts';
import { parseCsv } from '@/domain/csv';
import { payoutCsv, type PayoutCsvWords } from './payout-csv';

const line = (changes: Partial<StaffPayoutLine>): StaffPayoutLine => ({
  balanceTransactionId: 'txn_1',
  kind: 'charge',
  at: '2026-11-20T10:00:00.000Z',
  payer: 'Anna Rossi',
  paidFor: { kind: 'booking', id: 'b1', tourName: 'Pojega', selectedDate: '2026-11-28' },
  grossCents: 13_000,
  feeCents: 220,
  netCents: 12_780,
  receiptNumbers: ['2026/0001'],
  creditNoteNumbers: [],
  matched: true,
  ...changes,
});

const words: PayoutCsvWords = {
  headings: [
    'at',
    'kind',
    'payer',
    'for',
    'in',
    'out',
    'fee',
    'fee back',
    'net in',
    'net out',
    'receipt',
    'credit note',
    'stripe',
  ],
  kind: (l) => l.kind,
  paidFor: (l) => l.paidFor?.tourName ?? '',
  at: (l) => l.at.slice(0, 10),
};

describe('payoutCsv', () => {
  it('writes Italian figures with comma decimals on semicolons, refunds as money out', () => {
    const text = payoutCsv(
      [
        line({}),
        line({
          kind: 'refund',
          grossCents: -1_000,
          feeCents: 0,
          netCents: -1_000,
          creditNoteNumbers: ['2026/0002'],
          receiptNumbers: [],
        }),
      ],
      words,
      'it',
    );
    const { separator, records } = parseCsv(text);
    expect(separator).toBe(';');
    expect(records[1]?.cells).toEqual([
      '2026-11-20',
      'charge',
      'Anna Rossi',
      'Pojega',
      '130,00',
      '',
      '2,20',
      '',
      '127,80',
      '',
      '2026/0001',
      '',
      'txn_1',
    ]);
    expect(records[2]?.cells.slice(4, 11)).toEqual(['', '10,00', '', '', '', '10,00', '']);
  });

  it('defuses a payer name that a spreadsheet would run as a formula', () => {
    const text = payoutCsv([line({ payer: '=HYPERLINK("x")' })], words, 'en');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(parseCsv(text).separator).toBe(',');
  });
});
