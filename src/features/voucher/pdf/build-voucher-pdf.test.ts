import { PageSizes, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildVoucherPdf } from './build-voucher-pdf';
import type { VoucherPdfContent } from './voucher-pdf-content';
import { drawnText } from '@/lib/pdf/drawn-text';

const CONTENT: VoucherPdfContent = {
  locale: 'it',
  association: 'Valpolicella E-Bike Tours',
  title: 'Buono regalo',
  forLabel: 'Per',
  recipientName: 'Giulia Bianchi',
  message: 'Buon compleanno! Ci vediamo tra le vigne 🚲\nCon affetto, Marco',
  valueLabel: 'Valore',
  value: '80,00 €',
  validLabel: 'Valido fino al',
  validUntil: '28 novembre 2028',
  codeLabel: 'Codice',
  code: 'VPT-7KQ4-M9XC-2HRT',
  qrText: 'https://example.org/buono?code=VPT-7KQ4-M9XC-2HRT',
  howTo: 'Come usarlo: scegli un tour sul sito e scrivi il codice in "Hai un buono regalo?".',
  footer: 'A.S.D. Valpolicella E-Bike Tours · Via Ingelheim 7, San Pietro in Cariano',
};

describe('buildVoucherPdf', () => {
  it('makes one A5 page that reads back with the code, the recipient and the value', async () => {
    const bytes = await buildVoucherPdf(CONTENT);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    const [width, height] = PageSizes.A5;
    expect(page.getSize()).toEqual({ width, height });
    expect(pdf.getTitle()).toBe('Buono regalo · Valpolicella E-Bike Tours');

    const text = drawnText(page);
    expect(text).toContain('VPT-7KQ4-M9XC-2HRT');
    expect(text).toContain('Giulia Bianchi');
    expect(text).toContain('80,00 €');
    expect(text).toContain('28 novembre 2028');
    // The message's own line break is kept, and the emoji no standard font has becomes '?'.
    expect(text).toContain('Buon compleanno! Ci vediamo tra le vigne ?');
    expect(text).toContain('Con affetto, Marco');
  });

  it('keeps a long message and name within the page', async () => {
    const bytes = await buildVoucherPdf({
      ...CONTENT,
      locale: 'en',
      recipientName: 'Maria Giovanna Bianchi Rossi Verdi della Valpolicella Classica',
      message: 'Tanti auguri! '.repeat(21).trim(),
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(drawnText(pdf.getPage(0))).toContain('VPT-7KQ4-M9XC-2HRT');
  });
});
