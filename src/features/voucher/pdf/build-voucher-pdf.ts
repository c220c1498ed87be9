import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { brandRgb, type BrandColor } from '@/ui/brand-palette';
import { VOUCHER_QR_OPTIONS } from '../voucher-qr-options';
import { wrapText } from '@/lib/pdf/pdf-text';
import type { VoucherPdfContent } from './voucher-pdf-content';

/**
 * The printable voucher: one A5 page (148 × 210 mm) in the site's colours and its sans-serif
 * (Helvetica, built into every PDF reader, so nothing is embedded and the file stays a few kB),
 * drawn in the browser from the voucher the page shows. The QR code is drawn as squares, sharp at
 * any print size. Loaded only when someone asks for the PDF.
 */
const [WIDTH, HEIGHT] = PageSizes.A5;
const MARGIN = 36;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 92;
const QR_SIZE = 112;

const color = (name: BrandColor) => rgb(...brandRgb(name));
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.34, 0.33, 0.31);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  code: PDFFont;
}

/**
 * Draws lines downwards from `top` (the first line's cap height touches it); answers the lowest
 * point they reach (their descenders), where whatever follows may start.
 */
function drawLines(
  page: PDFPage,
  lines: readonly string[],
  at: { x: number; top: number; font: PDFFont; size: number; leading: number; color: typeof INK },
): number {
  let baseline = at.top - at.size * 0.75;
  for (const line of lines) {
    page.drawText(line, { x: at.x, y: baseline, size: at.size, font: at.font, color: at.color });
    baseline -= at.leading;
  }
  return lines.length === 0 ? at.top : baseline + at.leading - at.size * 0.25;
}

function drawBand(page: PDFPage, content: VoucherPdfContent, fonts: Fonts) {
  page.drawRectangle({
    x: 0,
    y: HEIGHT - BAND_HEIGHT,
    width: WIDTH,
    height: BAND_HEIGHT,
    color: color('vine-700'),
  });
  const white = rgb(1, 1, 1);
  drawLines(page, wrapText(content.association.toUpperCase(), fonts.bold, 10, TEXT_WIDTH), {
    x: MARGIN,
    top: HEIGHT - 28,
    font: fonts.bold,
    size: 10,
    leading: 12,
    color: white,
  });
  drawLines(page, wrapText(content.title, fonts.bold, 28, TEXT_WIDTH).slice(0, 1), {
    x: MARGIN,
    top: HEIGHT - 48,
    font: fonts.bold,
    size: 28,
    leading: 30,
    color: white,
  });
}

/** Who it is for, the message, then value and validity side by side. */
function drawGift(page: PDFPage, content: VoucherPdfContent, fonts: Fonts) {
  let top = HEIGHT - BAND_HEIGHT - 26;
  top = drawLines(page, [content.forLabel], {
    x: MARGIN,
    top,
    font: fonts.regular,
    size: 11,
    leading: 14,
    color: MUTED,
  });
  top = drawLines(page, wrapText(content.recipientName, fonts.bold, 22, TEXT_WIDTH).slice(0, 3), {
    x: MARGIN,
    top: top - 4,
    font: fonts.bold,
    size: 22,
    leading: 26,
    color: color('wine-600'),
  });
  if (content.message.trim()) {
    const lines = wrapText(content.message.trim(), fonts.italic, 11, TEXT_WIDTH - 14).slice(0, 9);
    const messageTop = top - 14;
    const bottom = drawLines(page, lines, {
      x: MARGIN + 14,
      top: messageTop,
      font: fonts.italic,
      size: 11,
      leading: 14.5,
      color: INK,
    });
    page.drawRectangle({
      x: MARGIN,
      y: bottom - 2,
      width: 3,
      height: messageTop - bottom + 2,
      color: color('vine-100'),
    });
    top = bottom;
  }
  const columnWidth = (TEXT_WIDTH - 16) / 2;
  const columns = [
    { x: MARGIN, label: content.valueLabel, text: content.value },
    { x: MARGIN + columnWidth + 16, label: content.validLabel, text: content.validUntil },
  ];
  for (const column of columns) {
    const below = drawLines(page, [column.label], {
      x: column.x,
      top: top - 18,
      font: fonts.regular,
      size: 10,
      leading: 12,
      color: MUTED,
    });
    drawLines(page, wrapText(column.text, fonts.bold, 15, columnWidth).slice(0, 3), {
      x: column.x,
      top: below - 4,
      font: fonts.bold,
      size: 15,
      leading: 18,
      color: color('vine-900'),
    });
  }
}

function drawQr(page: PDFPage, text: string, x: number, y: number) {
  const { modules } = createQr(text, {
    errorCorrectionLevel: VOUCHER_QR_OPTIONS.errorCorrectionLevel,
  });
  const quiet = VOUCHER_QR_OPTIONS.margin;
  const cell = QR_SIZE / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: QR_SIZE, height: QR_SIZE, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (quiet + column) * cell,
        y: y + QR_SIZE - (quiet + row + 1) * cell,
        // A hair wider than the cell, so no white seams show between dark modules.
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** From the foot upwards: address, how to use it, and the box with the QR code and the code. */
function drawFoot(page: PDFPage, content: VoucherPdfContent, fonts: Fonts) {
  page.drawLine({
    start: { x: MARGIN, y: 40 },
    end: { x: WIDTH - MARGIN, y: 40 },
    thickness: 0.8,
    color: color('vine-700'),
  });
  drawLines(page, wrapText(content.footer, fonts.regular, 7.5, TEXT_WIDTH).slice(0, 2), {
    x: MARGIN,
    top: 34,
    font: fonts.regular,
    size: 7.5,
    leading: 9,
    color: MUTED,
  });
  const howTo = wrapText(content.howTo, fonts.regular, 8.5, TEXT_WIDTH).slice(0, 6);
  const howToTop = 50 + howTo.length * 11;
  drawLines(page, howTo, {
    x: MARGIN,
    top: howToTop,
    font: fonts.regular,
    size: 8.5,
    leading: 11,
    color: INK,
  });

  const boxBottom = howToTop + 10;
  const boxHeight = QR_SIZE + 16;
  page.drawRectangle({
    x: MARGIN,
    y: boxBottom,
    width: TEXT_WIDTH,
    height: boxHeight,
    color: color('vine-50'),
    borderColor: color('vine-100'),
    borderWidth: 1,
  });
  drawQr(page, content.qrText, MARGIN + 8, boxBottom + 8);
  const textX = MARGIN + QR_SIZE + 22;
  const textWidth = WIDTH - MARGIN - 10 - textX;
  const below = drawLines(page, [content.codeLabel], {
    x: textX,
    top: boxBottom + boxHeight / 2 + 22,
    font: fonts.regular,
    size: 10,
    leading: 12,
    color: MUTED,
  });
  drawLines(page, wrapText(content.code, fonts.code, 13, textWidth), {
    x: textX,
    top: below - 6,
    font: fonts.code,
    size: 13,
    leading: 16,
    color: color('vine-900'),
  });
}

/** The voucher as an A5 PDF's bytes. */
export async function buildVoucherPdf(
  content: VoucherPdfContent,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} · ${content.association}`);
  pdf.setAuthor(content.association);
  pdf.setCreator(content.association);
  pdf.setLanguage(content.locale);
  const [regular, bold, italic, code] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.HelveticaOblique),
    pdf.embedFont(StandardFonts.CourierBold),
  ]);
  const fonts: Fonts = { regular, bold, italic, code };
  const page = pdf.addPage(PageSizes.A5);
  drawBand(page, content, fonts);
  drawGift(page, content, fonts);
  drawFoot(page, content, fonts);
  // A copy over a plain ArrayBuffer, which is what a Blob takes (a few kB).
  return new Uint8Array(await pdf.save());
}
