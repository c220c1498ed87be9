import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { ASSOCIATION } from '@/content/association';
import type { MyPaymentStatement } from '@/domain/api/payment-statement';
import { todayInRome } from '@/domain/calendar';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import { wrapText } from '@/lib/pdf/pdf-text';
import { brandRgb } from '@/ui/brand-palette';

/**
 * The yearly statement of one participant's payments, for a tax return: Italian with the English
 * beside it, one line per receipt (its number, date, what for, what is still paid and the
 * participant's share), and the total. A4 pages in Helvetica; loaded only when asked for.
 */
const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.39, 0.37);
const BRAND = rgb(...brandRgb('vine-700'));

export async function buildStatementPdf(
  statement: MyPaymentStatement,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rendiconto ${statement.year}: ${statement.participant}`);
  pdf.setAuthor(ASSOCIATION.legalName);
  pdf.setLanguage('it-IT');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const write = (text: string, font: PDFFont = regular, size = 10, color = INK, x = MARGIN) => {
    for (const line of wrapText(text, font, size, WIDTH - MARGIN - x)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      y -= size * 1.3;
      page.drawText(line, { x, y, size, font, color });
    }
  };
  const { address } = ASSOCIATION;
  write(ASSOCIATION.legalName, bold, 13, BRAND);
  write(
    `${address.street}, ${address.postalCode} ${address.city} (${address.province}) · C.F. ${ASSOCIATION.taxCode}`,
    regular,
    9,
    MUTED,
  );
  y -= 14;
  write(`Rendiconto dei pagamenti ${statement.year}`, bold, 18);
  write(`Statement of payments ${statement.year}`, italic, 11, MUTED);
  y -= 8;
  write(`Partecipante / Participant: ${statement.participant}`, bold, 11);
  if (statement.payer) write(`Pagante / Payer: ${statement.payer}`, regular, 10);
  y -= 10;
  const euros = (cents: number) => formatEuros(cents, 'it');
  for (const line of statement.lines) {
    const day = formatDayMonthYear(todayInRome(new Date(line.issuedAt)), 'it');
    write(`Ricevuta n. ${line.receiptNumber} del ${day}`, bold, 10);
    write(line.description.it, regular, 10, INK, MARGIN + 12);
    write(line.description.en, italic, 9, MUTED, MARGIN + 12);
    write(
      `Pagato ${euros(line.paidCents)} per ${line.participants} · quota del partecipante ${euros(line.shareCents)}`,
      regular,
      10,
      INK,
      MARGIN + 12,
    );
    write(
      `Paid ${formatEuros(line.paidCents, 'en')} for ${line.participants} · participant's share ${formatEuros(line.shareCents, 'en')}`,
      italic,
      9,
      MUTED,
      MARGIN + 12,
    );
    y -= 6;
  }
  if (statement.lines.length === 0) {
    write('Nessun pagamento per questo partecipante nell’anno.', regular, 10);
    write('No payments for this participant in the year.', italic, 9, MUTED);
  }
  y -= 8;
  write(`Totale / Total: ${euros(statement.totalCents)}`, bold, 12);
  return new Uint8Array(await pdf.save());
}
