import { PageSizes, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnText } from '@/lib/pdf/drawn-text';
import { buildAccountingPdf } from './accounting-pdf';

const HEADINGS = ['Numero', 'Data', 'Tipo', 'Pagante', 'Importo (€)'];
const row = (index: number) => [
  `2027/${String(index + 1).padStart(4, '0')}`,
  '05/06/2027',
  'Attività',
  `Niccolò Bianchi ${index + 1}`,
  '80,00',
];
const TOTALS = [
  ['Totale quote associative', '', '', '', '0,00'],
  ['Totale attività', '', '', '', '8000,00'],
  ['Totale', '', '', '', '8000,00'],
];

const build = (rows: number) =>
  buildAccountingPdf({
    title: 'Registro delle ricevute, 2027-06',
    issuer: 'A.S.D. Valpolicella E-Bike Tours, C.F. 93284560231',
    table: [HEADINGS, ...Array.from({ length: rows }, (_, index) => row(index)), ...TOTALS],
  });

describe('buildAccountingPdf', () => {
  it('draws the whole table on A4 landscape pages, headings on each, totals on the last', async () => {
    const pdf = await PDFDocument.load(await build(100));
    const [shortSide, longSide] = PageSizes.A4;
    expect(pdf.getPage(0).getSize()).toEqual({ width: longSide, height: shortSide });
    expect(pdf.getTitle()).toBe('Registro delle ricevute, 2027-06');
    const pages = pdf.getPages().map((page) => drawnText(page));
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain('Numero');
      expect(text).toContain(`pagina ${index + 1} di ${pages.length}`);
    }
    const all = pages.join('\n');
    for (let index = 0; index < 100; index += 1) expect(all).toContain(row(index)[0]);
    expect(all).toContain('Niccolò Bianchi 100');
    expect(pages.at(-1)).toContain('Totale attività');
    expect(pages[0]).not.toContain('Totale attività');
  });

  it('fits a short month on one page', async () => {
    const pdf = await PDFDocument.load(await build(3));
    expect(pdf.getPageCount()).toBe(1);
    expect(drawnText(pdf.getPage(0))).toContain('pagina 1 di 1');
  });
});
