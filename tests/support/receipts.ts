import {
  creditNotesCollection,
  receiptsCollection,
  type CreditNoteDoc,
  type ReceiptDoc,
} from '@functions/services/receipts/receipt-doc';
import { testDb } from './firestore';

/** Every receipt stored, read through the functions' converter, in number order. */
export async function storedReceipts(): Promise<(ReceiptDoc & { id: string })[]> {
  const all = await receiptsCollection(testDb()).get();
  return all.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .sort((a, b) => a.year - b.year || a.sequence - b.sequence);
}

/** Every credit note stored, read through the functions' converter, in number order. */
export async function storedCreditNotes(): Promise<(CreditNoteDoc & { id: string })[]> {
  const all = await creditNotesCollection(testDb()).get();
  return all.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .sort((a, b) => a.year - b.year || a.sequence - b.sequence);
}
