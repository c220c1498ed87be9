import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { getAllOf } from '@functions/lib/document-converter';
import { splitFee } from '@/domain/payouts/split-fee';
import {
  creditNotesCollection,
  receiptsCollection,
  type CreditNoteDoc,
  type ReceiptDoc,
} from '@functions/services/receipts/receipt-doc';
import type { PayoutLine } from './payout-doc';

interface Annotation<T> {
  ref: DocumentReference<T>;
  fields: Partial<T>;
}

/**
 * What the payout adds to the receipts and credit notes it pays out, read inside the payout's
 * transaction: each receipt of a charge gets the payout's id and its share of Stripe's fee (for
 * the accountant's "prima nota"), each credit note of a refund the payout's id. Those are the
 * only fields of a receipt anyone but the receipts service writes (its schema says so). Answers
 * the writes still needed: none once they are there, so a second run writes nothing.
 */
export async function readReceiptAnnotations(
  tx: Transaction,
  db: Firestore,
  payoutId: string,
  lines: readonly PayoutLine[],
): Promise<{ count: number; write: () => void }> {
  const charges = lines.filter((line) => line.kind === 'charge' && line.receipts.length > 0);
  const refunds = lines.filter((line) => line.kind === 'refund' && line.creditNotes.length > 0);
  const receiptRefs = charges.flatMap((line) =>
    line.receipts.map((receipt) => receiptsCollection(db).doc(receipt.id)),
  );
  const noteRefs = refunds.flatMap((line) =>
    line.creditNotes.map((note) => creditNotesCollection(db).doc(note.id)),
  );
  const receipts = await getAllOf(tx, receiptRefs);
  const notes = await getAllOf(tx, noteRefs);
  const receiptOf = new Map(receipts.map((snapshot) => [snapshot.id, snapshot.data()]));
  const noteOf = new Map(notes.map((snapshot) => [snapshot.id, snapshot.data()]));

  const receiptWrites: Annotation<ReceiptDoc>[] = [];
  for (const line of charges) {
    const stored = line.receipts.map((receipt) => ({
      id: receipt.id,
      doc: receiptOf.get(receipt.id),
    }));
    const present = stored.filter((entry): entry is { id: string; doc: ReceiptDoc } => !!entry.doc);
    const shares = splitFee(
      line.feeCents,
      present.map((entry) => entry.doc.amountCents),
    );
    present.forEach(({ id, doc }, index) => {
      const stripeFeeCents = shares[index] ?? 0;
      if (doc.payout === payoutId && doc.stripeFeeCents === stripeFeeCents) return;
      receiptWrites.push({
        ref: receiptsCollection(db).doc(id),
        fields: { payout: payoutId, stripeFeeCents },
      });
    });
  }
  const noteWrites: Annotation<CreditNoteDoc>[] = [];
  for (const line of refunds) {
    for (const note of line.creditNotes) {
      const doc = noteOf.get(note.id);
      if (!doc || doc.payout === payoutId) continue;
      noteWrites.push({
        ref: creditNotesCollection(db).doc(note.id),
        fields: { payout: payoutId },
      });
    }
  }
  return {
    count: receiptWrites.length + noteWrites.length,
    write() {
      for (const { ref, fields } of receiptWrites) tx.update(ref, fields);
      for (const { ref, fields } of noteWrites) tx.update(ref, fields);
    },
  };
}
