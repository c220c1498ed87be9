import { PageSizes, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ReceiptView } from '@/domain/api/receipts';
import { drawnText } from '@/lib/pdf/drawn-text';
import { receiptPdfContentOf } from '../receipt-pdf-content-of';
import { buildReceiptPdf } from './build-receipt-pdf';

const RECEIPT: ReceiptView = {
  number: '2027/0042',
  kind: 'booking',
  issuedAt: '2027-05-31T22:30:00.000Z',
  amountCents: 26_000,
  stampDutyCents: 200,
  paymentReference: 'pi_3Nx9',
  association: {
    legalName: 'A.S.D. Valpolicella E-Bike Tours',
    addressLines: ['Via Ingelheim 7', '37029 San Pietro in Cariano (VR)', 'Italia'],
    taxCode: '93284560231',
    vatNumber: 'IT04851230238',
  },
  payer: { name: 'Niccolò Bianchi', taxCode: null },
  description: [
    {
      it: 'E-Motion in Villa, sabato 5 giugno 2027',
      en: 'E-Motion in Villa, Saturday 5 June 2027',
    },
  ],
  wording: { it: 'Non imponibile (art. 148 TUIR).', en: 'Not taxable (art. 148 TUIR).' },
  creditNotes: [{ number: '2027/0003', issuedAt: '2027-06-02T08:00:00.000Z', amountCents: 13_000 }],
  creditNoteWording: { it: 'Storno della ricevuta.', en: 'Reversal of the receipt.' },
};

describe('buildReceiptPdf', () => {
  it('makes one A4 page with the number, payer, amount and wording in Italian and English', async () => {
    const pdf = await PDFDocument.load(await buildReceiptPdf(receiptPdfContentOf(RECEIPT)));
    expect(pdf.getPageCount()).toBe(1);
    const [width, height] = PageSizes.A4;
    expect(pdf.getPage(0).getSize()).toEqual({ width, height });
    expect(pdf.getTitle()).toBe('Ricevuta 2027/0042');
    const text = drawnText(pdf.getPage(0)).replace(/\u00a0/g, ' ');
    for (const expected of [
      'Ricevuta n. 2027/0042',
      'Receipt no. 2027/0042',
      'C.F. 93284560231',
      'Niccolò Bianchi',
      'E-Motion in Villa, sabato 5 giugno 2027',
      'E-Motion in Villa, Saturday 5 June 2027',
      '260,00 €',
      'pi_3Nx9',
      'Non imponibile (art. 148 TUIR).',
      'Not taxable (art. 148 TUIR).',
      'Assolta: 2,00 €',
      'N. 2027/0003 · 2 giugno 2027 · 130,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    // Issued at 00:30 in Rome on 1 June: the receipt's date is Rome's, not UTC's.
    expect(text).toContain('1 giugno 2027');
    expect(text).toContain('1 June 2027');
  });

  it('marks no stamp duty and lists no credit notes when there are none', async () => {
    const plain = { ...RECEIPT, stampDutyCents: 0, creditNotes: [] };
    const pdf = await PDFDocument.load(await buildReceiptPdf(receiptPdfContentOf(plain)));
    const text = drawnText(pdf.getPage(0));
    expect(text).not.toContain('Imposta di bollo');
    expect(text).not.toContain('Note di credito');
  });
});
