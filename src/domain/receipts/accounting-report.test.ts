import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/domain/csv';
import { accountingCsv, type ReportReceipt } from './accounting-report';

const receipt = (overrides: Partial<ReportReceipt>): ReportReceipt => ({
  number: '2027/0001',
  issuedAt: new Date('2027-03-10T10:00:00Z'),
  kind: 'booking',
  payerName: 'Giulia Bianchi',
  payerTaxCode: null,
  description: 'E-Motion in Villa, 14 marzo 2027',
  amountCents: 26_000,
  stampDutyCents: 0,
  paymentIntentId: 'pi_1',
  stripeFeeCents: null,
  payout: null,
  ...overrides,
});

describe('accountingCsv', () => {
  const receipts = [
    receipt({
      number: '2027/0002',
      issuedAt: new Date('2027-03-11T10:00:00Z'),
      kind: 'fee',
      amountCents: 3_000,
      payerName: '=HYPERLINK("x")',
      payerTaxCode: 'BNCGLI80A41L781X',
      description: 'Quota associativa 2027',
    }),
    receipt({ stripeFeeCents: 415, payout: 'po_1' }),
  ];

  it('writes the prima nota for an Italian Excel, fees and activities totalled apart', () => {
    const { fileName, csv } = accountingCsv('prima_nota', '2027-03', { receipts, creditNotes: [] });
    expect(fileName).toBe('prima-nota-2027-03.csv');
    const { separator, records } = parseCsv(csv);
    expect(separator).toBe(';');
    expect(records.map((record) => record.cells)).toEqual([
      'Data;Ricevuta;Pagante;Tipo;Lordo (€);Commissione Stripe (€);Netto (€);Versamento Stripe'.split(
        ';',
      ),
      [
        '10/03/2027',
        '2027/0001',
        'Giulia Bianchi',
        'Attività: prenotazione tour',
        '260,00',
        '4,15',
        '255,85',
        'po_1',
      ],
      // The payer's name cannot start a formula; a fee not yet reconciled leaves fee and net empty.
      ['11/03/2027', '2027/0002', `'=HYPERLINK("x")`, 'Quota associativa', '30,00', '', '', ''],
      ['Totale quote associative', '', '', '', '30,00', '', '', ''],
      ['Totale attività', '', '', '', '260,00', '4,15', '255,85', ''],
      ['Totale', '', '', '', '290,00', '', '', ''],
    ]);
  });

  it('writes the register with tax codes and stamp duty, and the credit notes', () => {
    const register = parseCsv(accountingCsv('register', '2027', { receipts, creditNotes: [] }).csv);
    expect(register.records[2]?.cells).toEqual([
      '2027/0002',
      '11/03/2027',
      'Quota associativa',
      `'=HYPERLINK("x")`,
      'BNCGLI80A41L781X',
      'Quota associativa 2027',
      '30,00',
      '',
      'pi_1',
    ]);
    const notes = accountingCsv('credit_notes', '2027', {
      receipts: [],
      creditNotes: [
        {
          number: '2027/0001',
          issuedAt: new Date('2027-03-12T09:00:00Z'),
          kind: 'booking',
          receiptNumber: '2027/0001',
          payerName: 'Giulia Bianchi',
          amountCents: 13_000,
          refundId: 're_1',
        },
      ],
    });
    expect(notes.fileName).toBe('note-di-credito-2027.csv');
    expect(parseCsv(notes.csv).records.map((record) => record.cells.slice(0, 6))).toEqual([
      ['Numero', 'Data', 'Ricevuta stornata', 'Tipo', 'Pagante', 'Importo stornato (€)'],
      [
        '2027/0001',
        '12/03/2027',
        '2027/0001',
        'Attività: prenotazione tour',
        'Giulia Bianchi',
        '130,00',
      ],
      ['Totale quote associative', '', '', '', '', '0,00'],
      ['Totale attività', '', '', '', '', '130,00'],
      ['Totale', '', '', '', '', '130,00'],
    ]);
  });
});
