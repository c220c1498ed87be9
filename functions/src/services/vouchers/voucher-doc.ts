import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { voucherDocumentSchema } from '@/domain/documents/voucher';
import { isVoucherCode } from '@/domain/vouchers/code';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';

const voucherSchema = voucherDocumentSchema(timestampSchema);

/** A voucher as stored in `vouchers/{code}` (its schema: src/domain/documents/voucher.ts). */
export type VoucherDoc = z.infer<typeof voucherSchema>;
export type VoucherEntry = VoucherDoc['entries'][number];

/** Every read of `vouchers` goes through this: a malformed voucher throws, naming its path. */
const voucherConverter = documentConverter(voucherSchema);

export function vouchersCollection(db: Firestore): CollectionReference<VoucherDoc> {
  return db.collection('vouchers').withConverter(voucherConverter);
}

/** A voucher by its code's twelve characters; anything else never names a document. */
export function voucherRef(db: Firestore, code: string): DocumentReference<VoucherDoc> {
  if (!isVoucherCode(code)) throw new Error('refused to read a voucher by a malformed code');
  return vouchersCollection(db).doc(code);
}
