import type { Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_RECEIPT_SETTINGS,
  RECEIPT_SETTINGS_PATH,
} from '../../src/domain/documents/receipt-settings';

/**
 * Writes `settings/receipts` with its documented defaults (the usual wording, no stamp duty) only
 * where it does not exist, so the accountant's wording is never overwritten: the seed's and
 * `npm run settings:import`'s writer.
 */
export async function writeMissingReceiptSettings(db: Firestore): Promise<boolean> {
  const ref = db.collection(RECEIPT_SETTINGS_PATH.collection).doc(RECEIPT_SETTINGS_PATH.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, DEFAULT_RECEIPT_SETTINGS);
    return true;
  });
}
