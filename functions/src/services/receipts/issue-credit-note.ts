import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { receiptNumber } from '@/domain/receipts/kinds';
import {
  counterRef,
  creditNotesCollection,
  receiptsCollection,
  type CreditNoteDoc,
} from './receipt-doc';
import { receiptYearAt } from './receipt-year';

export interface CreditNoteInput {
  receiptId: string;
  /** Stripe's refund id: the credit note's key, so a refund is credited once. */
  refundId: string;
  amountCents: number;
}

export interface IssuedCreditNote {
  id: string;
  number: string;
  created: boolean;
}

/**
 * Issues the credit note of a refund inside the caller's transaction: it reads the refund's credit
 * note, the receipt, the receipt's earlier credit notes and the year's counter, then writes the
 * note with the counter's next number. Call it after the caller's reads and before its writes. A
 * refund credited already gets its note back; the notes of a receipt never add up to more than
 * the receipt (a larger refund is credited for what is left, and the log says so). The receipt
 * itself is never touched. Null when the receipt does not exist or nothing is left to credit.
 */
export async function issueCreditNote(
  tx: Transaction,
  db: Firestore,
  input: CreditNoteInput,
  now: Date,
): Promise<IssuedCreditNote | null> {
  const ref = creditNotesCollection(db).doc(input.refundId);
  const year = receiptYearAt(now);
  const counter = counterRef(db, 'creditNotes', year);
  const existing = await tx.get(ref);
  const receiptSnap = await tx.get(receiptsCollection(db).doc(input.receiptId));
  const earlier = await tx.get(creditNotesCollection(db).where('receiptId', '==', input.receiptId));
  const count = await tx.get(counter);
  const found = existing.data();
  if (found) return { id: ref.id, number: found.number, created: false };
  const receipt = receiptSnap.data();
  if (!receipt) return null;
  const credited = earlier.docs.reduce((sum, doc) => sum + doc.data().amountCents, 0);
  const amountCents = Math.min(input.amountCents, receipt.amountCents - credited);
  if (amountCents < input.amountCents) {
    logger.error('refund larger than what its receipt has left: credited what is left', {
      receiptId: input.receiptId,
      refundId: input.refundId,
    });
  }
  if (amountCents <= 0) return null;
  const sequence = (count.data()?.last ?? 0) + 1;
  const note: CreditNoteDoc = {
    number: receiptNumber(year, sequence),
    year,
    sequence,
    receiptId: input.receiptId,
    receiptNumber: receipt.number,
    kind: receipt.kind,
    refundId: input.refundId,
    amountCents,
    currency: 'eur',
    issuedAt: Timestamp.fromDate(now),
    payer: { name: receipt.payer.name, taxCode: receipt.payer.taxCode },
    ...(receipt.uid ? { uid: receipt.uid } : {}),
    ...(receipt.bookingId ? { bookingId: receipt.bookingId } : {}),
    payout: null,
  };
  tx.set(counter, { last: sequence });
  tx.create(ref, note);
  return { id: ref.id, number: note.number, created: true };
}
