import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DEFAULT_RECEIPT_SETTINGS,
  RECEIPT_SETTINGS_PATH,
  receiptSettingsSchema,
  type ReceiptSettings,
} from '@/domain/documents/receipt-settings';
import { documentConverter, MalformedDocumentError } from '@functions/lib/document-converter';

const settingsConverter = documentConverter(receiptSettingsSchema);

/**
 * `settings/receipts` as it is now; missing or malformed, the documented default (no stamp duty)
 * applies and the log names what the accountant must correct. A receipt is never held up by it:
 * the customer has paid.
 */
export async function loadReceiptSettings(
  db: Firestore,
  tx: Transaction,
): Promise<ReceiptSettings> {
  const ref = db
    .collection(RECEIPT_SETTINGS_PATH.collection)
    .doc(RECEIPT_SETTINGS_PATH.id)
    .withConverter(settingsConverter);
  try {
    const settings = (await tx.get(ref)).data();
    if (settings) return settings;
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.warn('receipt settings malformed: the default applies', {
      path: ref.path,
      fields: error.fields,
    });
  }
  return DEFAULT_RECEIPT_SETTINGS;
}

/** As `loadReceiptSettings`, outside a transaction (the receipt page's credit note wording). */
export async function loadReceiptSettingsNow(db: Firestore): Promise<ReceiptSettings> {
  return db.runTransaction((tx) => loadReceiptSettings(db, tx), { readOnly: true });
}
