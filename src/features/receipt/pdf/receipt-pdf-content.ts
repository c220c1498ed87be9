import type { ReceiptView } from '@/domain/api/receipts';

/** The receipt as the PDF draws it: the stored receipt and its figures already formatted. */
export interface ReceiptPdfContent {
  receipt: ReceiptView;
  /** Issue date, in Italian and in English. */
  issuedOn: { it: string; en: string };
  amount: { it: string; en: string };
  stampDuty: { it: string; en: string } | null;
  creditNotes: { number: string; issuedOn: { it: string; en: string }; amount: string }[];
}
