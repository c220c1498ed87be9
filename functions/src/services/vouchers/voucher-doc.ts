import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { voucherDocumentSchema } from '@/domain/documents/voucher';
import { isVoucherCode } from '@/domain/vouchers/code';
import type { z } from '@/domain/zod';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';

const voucherSchema = voucherDocumentSchema(timestampSchema);

/** A voucher as stored in `vouchers/{code}` (its schema: src/domain/documents/voucher.ts). */
export type VoucherDoc = z.infer<typeof voucherSchema>;
export type VoucherEntry = VoucherDoc['entries'][number];

/** `vouchers`, typed: a malformed voucher throws on reading, naming its path. */
export const vouchersCollection = typedCollection('vouchers', voucherSchema);

/** A voucher by its code's twelve characters; anything else never names a document. */
export function voucherRef(db: Firestore, code: string): DocumentReference<VoucherDoc> {
  if (!isVoucherCode(code)) throw new Error('refused to read a voucher by a malformed code');
  return vouchersCollection(db).doc(code);
}
