import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from '@/lib/pdf/pdf-text';

/**
 * One of the accountant's files as a PDF to keep or print: A4 landscape, the file's own table
 * (headings repeated on every page, the three total rows in bold), the association and the period
 * at the top, "pagina N di M" at the foot. Drawn in the browser from the table the server made
 * for the CSV, so both say the same; loaded only when a manager asks for a PDF.
 */
const [HEIGHT, WIDTH] = PageSizes.A4;
const MARGIN = 36;
const SIZE = 7.5;
const LINE = SIZE * 1.3;
const PADDING = 3;
const TOTAL_ROWS = 3;
const INK = rgb(0.11, 0.1, 0.09);
const RULE = rgb(0.8, 0.79, 0.77);

export interface AccountingPdfContent {
  /** E.g. "Registro delle ricevute, 2026-11". */
  title: string;
  /** The association's legal name and tax code. */
  issuer: string;
  /** Headings first, totals last (src/domain/receipts/accounting-report.ts). */
  table: readonly (readonly string[])[];
}

/** Each column's share of the line: its longest cell, within bounds, scaled to the page. */
function columnWidths(table: AccountingPdfContent['table'], font: PDFFont): number[] {
  const columns = table[0]?.length ?? 0;
  const natural = Array.from({ length: columns }, (_, column) =>
    Math.min(
      160,
      Math.max(36, ...table.map((row) => font.widthOfTextAtSize(row[column] ?? '', SIZE))),
    ),
  );
  const scale = (WIDTH - 2 * MARGIN) / natural.reduce((sum, width) => sum + width, 0);
  return natural.map((width) => width * scale);
}

export async function buildAccountingPdf(content: AccountingPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [headings = [], ...rows] = content.table;
  const widths = columnWidths(content.table, regular);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const drawRow = (row: readonly string[], font: PDFFont) => {
    const cells = row.map((cell, column) =>
      wrapText(cell, font, SIZE, widths[column]! - 2 * PADDING),
    );
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * LINE + PADDING;
    if (y - height < MARGIN + LINE) startPage();
    let x = MARGIN;
    cells.forEach((lines, column) => {
      lines.forEach((line, index) =>
        page.drawText(line, {
          x: x + PADDING,
          y: y - (index + 1) * LINE,
          size: SIZE,
          font,
          color: INK,
        }),
      );
      x += widths[column]!;
    });
    y -= height;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: WIDTH - MARGIN, y },
      thickness: 0.4,
      color: RULE,
    });
  };

  function startPage() {
    page = pdf.addPage([WIDTH, HEIGHT]);
    pages.push(page);
    y = HEIGHT - MARGIN;
    page.drawText(content.title, { x: MARGIN, y: y - 12, size: 12, font: bold, color: INK });
    page.drawText(content.issuer, { x: MARGIN, y: y - 26, size: 8, font: regular, color: INK });
    y -= 36;
    drawRow(headings, bold);
  }

  startPage();
  rows.forEach((row, index) => drawRow(row, index >= rows.length - TOTAL_ROWS ? bold : regular));
  pages.forEach((each, index) =>
    each.drawText(`pagina ${index + 1} di ${pages.length}`, {
      x: WIDTH - MARGIN - 60,
      y: MARGIN - 16,
      size: 7,
      font: regular,
      color: INK,
    }),
  );
  return pdf.save();
}
