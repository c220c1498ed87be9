import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { payoutDocumentSchema } from '@/domain/documents/payout';
import type { z } from '@/domain/zod';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';

const payoutSchema = payoutDocumentSchema(timestampSchema);

/** A payout as stored in `payouts/{po_…}` (its schema: src/domain/documents/payout.ts). */
export type PayoutDoc = z.infer<typeof payoutSchema>;
export type PayoutLine = PayoutDoc['lines'][number];

export const payoutsCollection = typedCollection('payouts', payoutSchema);

export function payoutRef(db: Firestore, payoutId: string): DocumentReference<PayoutDoc> {
  if (!/^po_[A-Za-z0-9]{1,64}$/.test(payoutId)) {
    throw new Error('refused to read a payout by a malformed id');
  }
  return payoutsCollection(db).doc(payoutId);
}
