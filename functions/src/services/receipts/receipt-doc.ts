import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  creditNoteDocumentSchema,
  receiptCounterSchema,
  receiptDocumentSchema,
} from '@/domain/documents/receipt';
import type { z } from '@/domain/zod';
import {
  documentConverter,
  timestampSchema,
  typedCollection,
} from '@functions/lib/document-converter';

const receiptSchema = receiptDocumentSchema(timestampSchema);
const creditNoteSchema = creditNoteDocumentSchema(timestampSchema);

/** A receipt as stored in `receipts/{id}` (its schema: src/domain/documents/receipt.ts). */
export type ReceiptDoc = z.infer<typeof receiptSchema>;
export type CreditNoteDoc = z.infer<typeof creditNoteSchema>;
type Counter = z.infer<typeof receiptCounterSchema>;

/** Every read of the counters goes through this: a malformed one throws, naming its path. */
const counterConverter = documentConverter(receiptCounterSchema);

export const receiptsCollection = typedCollection('receipts', receiptSchema);

export const creditNotesCollection = typedCollection('creditNotes', creditNoteSchema);

/** The two numbered series, each restarting at 1 every year. */
export type ReceiptSeries = 'receipts' | 'creditNotes';

/** `receiptCounters/{series}-{year}`: touched only by issue-receipt.ts and issue-credit-note.ts. */
export function counterRef(
  db: Firestore,
  series: ReceiptSeries,
  year: number,
): DocumentReference<Counter> {
  return db.collection('receiptCounters').doc(`${series}-${year}`).withConverter(counterConverter);
}
