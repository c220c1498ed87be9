import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { brandRgb } from '@/ui/brand-palette';
import { wrapText } from '@/lib/pdf/pdf-text';
import type { ReceiptPdfContent } from './receipt-pdf-content';

/**
 * The receipt as a PDF: one A4 page, Italian first and the English beside it in grey for the
 * tourist, in Helvetica (built into every reader, so nothing is embedded). Drawn in the browser
 * from the receipt the page shows; loaded only when someone asks for the PDF.
 */
const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 150;
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.39, 0.37);
const BRAND = rgb(...brandRgb('vine-700'));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Writes downwards from a cursor; each call answers nothing and moves the cursor. */
class Writer {
  y = HEIGHT - MARGIN;

  constructor(
    private readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(
    text: string,
    options: { font?: PDFFont; size?: number; color?: typeof INK; x?: number; width?: number },
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    for (const line of wrapText(text, font, size, options.width ?? TEXT_WIDTH - (x - MARGIN))) {
      this.y -= size * 1.3;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.gap(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.6,
      color: BRAND,
    });
    this.gap(4);
  }

  /** A row: the Italian label over its English, and the value to their right. */
  row(
    label: { it: string; en: string },
    values: { text: string; muted?: boolean; bold?: boolean }[],
  ) {
    const top = this.y;
    this.text(label.it, { font: this.fonts.bold, size: 9.5, width: LABEL_WIDTH - 10 });
    this.text(label.en, {
      font: this.fonts.italic,
      size: 8.5,
      color: MUTED,
      width: LABEL_WIDTH - 10,
    });
    const labelBottom = this.y;
    this.y = top;
    for (const value of values) {
      this.text(value.text, {
        x: MARGIN + LABEL_WIDTH,
        font: value.bold ? this.fonts.bold : value.muted ? this.fonts.italic : this.fonts.regular,
        size: value.bold ? 12 : value.muted ? 8.5 : 10,
        color: value.muted ? MUTED : INK,
      });
    }
    this.y = Math.min(this.y, labelBottom) - 8;
  }
}

export async function buildReceiptPdf(
  content: ReceiptPdfContent,
): Promise<Uint8Array<ArrayBuffer>> {
  const { receipt } = content;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Ricevuta ${receipt.number}`);
  pdf.setAuthor(receipt.association.legalName);
  pdf.setLanguage('it-IT');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new Writer(page, fonts);
  const { association } = receipt;
  w.text(association.legalName, { font: fonts.bold, size: 13, color: BRAND });
  w.text(association.addressLines.join(', '), { size: 9, color: MUTED });
  w.text(`C.F. ${association.taxCode} · P. IVA ${association.vatNumber}`, {
    size: 9,
    color: MUTED,
  });
  w.rule();
  w.gap(6);
  w.text(`Ricevuta n. ${receipt.number}`, { font: fonts.bold, size: 20 });
  w.text(`Receipt no. ${receipt.number}`, { font: fonts.italic, size: 11, color: MUTED });
  w.gap(14);
  w.row({ it: 'Data', en: 'Date' }, [
    { text: content.issuedOn.it },
    { text: content.issuedOn.en, muted: true },
  ]);
  w.row({ it: 'Ricevuto da', en: 'Received from' }, [
    { text: receipt.payer.name },
    ...(receipt.payer.taxCode ? [{ text: `C.F. ${receipt.payer.taxCode}` }] : []),
  ]);
  w.row(
    { it: 'Causale', en: 'For' },
    receipt.description.flatMap((line) => [{ text: line.it }, { text: line.en, muted: true }]),
  );
  w.row({ it: 'Importo', en: 'Amount' }, [{ text: content.amount.it, bold: true }]);
  if (receipt.paymentReference) {
    w.row({ it: 'Pagamento', en: 'Payment' }, [
      { text: `Carta, tramite Stripe: ${receipt.paymentReference}` },
      { text: `Card, through Stripe: ${receipt.paymentReference}`, muted: true },
    ]);
  }
  if (content.stampDuty) {
    w.row({ it: 'Imposta di bollo', en: 'Stamp duty' }, [
      { text: content.stampDuty.it },
      { text: content.stampDuty.en, muted: true },
    ]);
  }
  w.rule();
  w.text(receipt.wording.it, { size: 9 });
  w.text(receipt.wording.en, { font: fonts.italic, size: 8.5, color: MUTED });
  if (content.creditNotes.length > 0) {
    w.gap(12);
    w.text('Note di credito', { font: fonts.bold, size: 11 });
    w.text('Credit notes', { font: fonts.italic, size: 9, color: MUTED });
    w.gap(4);
    for (const note of content.creditNotes) {
      w.text(`N. ${note.number} · ${note.issuedOn.it} · ${note.amount}`, { size: 10 });
    }
    w.gap(4);
    w.text(receipt.creditNoteWording.it, { size: 9 });
    w.text(receipt.creditNoteWording.en, { font: fonts.italic, size: 8.5, color: MUTED });
  }
  return new Uint8Array(await pdf.save());
}
