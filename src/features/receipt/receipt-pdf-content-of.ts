import type { ReceiptView } from '@/domain/api/receipts';
import { todayInRome } from '@/domain/calendar';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import type { ReceiptPdfContent } from './pdf/receipt-pdf-content';

/** A moment as the day it was in Rome, in both languages. */
function dayOf(iso: string): { it: string; en: string } {
  const day = todayInRome(new Date(iso));
  return { it: formatDayMonthYear(day, 'it'), en: formatDayMonthYear(day, 'en') };
}

/** The receipt's figures formatted once, for the PDF, in both languages. */
export function receiptPdfContentOf(receipt: ReceiptView): ReceiptPdfContent {
  const euros = (cents: number) => ({ it: formatEuros(cents, 'it'), en: formatEuros(cents, 'en') });
  const stamp = euros(receipt.stampDutyCents);
  return {
    receipt,
    issuedOn: dayOf(receipt.issuedAt),
    amount: euros(receipt.amountCents),
    stampDuty:
      receipt.stampDutyCents > 0 ? { it: `Assolta: ${stamp.it}`, en: `Paid: ${stamp.en}` } : null,
    creditNotes: receipt.creditNotes.map((note) => ({
      number: note.number,
      issuedOn: dayOf(note.issuedAt),
      amount: formatEuros(note.amountCents, 'it'),
    })),
  };
}
