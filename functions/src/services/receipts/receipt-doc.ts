import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  creditNoteDocumentSchema,
  receiptCounterSchema,
  receiptDocumentSchema,
} from '@/domain/documents/receipt';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';

const receiptSchema = receiptDocumentSchema(timestampSchema);
const creditNoteSchema = creditNoteDocumentSchema(timestampSchema);

/** A receipt as stored in `receipts/{id}` (its schema: src/domain/documents/receipt.ts). */
export type ReceiptDoc = z.infer<typeof receiptSchema>;
export type CreditNoteDoc = z.infer<typeof creditNoteSchema>;
type Counter = z.infer<typeof receiptCounterSchema>;

/** Every read of these collections goes through these: a malformed one throws, naming its path. */
const receiptConverter = documentConverter(receiptSchema);
const creditNoteConverter = documentConverter(creditNoteSchema);
const counterConverter = documentConverter(receiptCounterSchema);

export function receiptsCollection(db: Firestore): CollectionReference<ReceiptDoc> {
  return db.collection('receipts').withConverter(receiptConverter);
}

export function creditNotesCollection(db: Firestore): CollectionReference<CreditNoteDoc> {
  return db.collection('creditNotes').withConverter(creditNoteConverter);
}

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
