import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_RECEIPT_SETTINGS,
  RECEIPT_SETTINGS_PATH,
  receiptSettingsSchema,
  type ReceiptSettings,
} from '@/domain/documents/receipt-settings';
import { settingsLoader } from '@functions/lib/settings-document';

const loadSettings = settingsLoader({
  path: RECEIPT_SETTINGS_PATH,
  schema: receiptSettingsSchema,
  fallback: DEFAULT_RECEIPT_SETTINGS,
  name: 'receipt settings',
  without: 'default',
});

/**
 * `settings/receipts` as it is now, read in the receipt's transaction; missing or malformed, the
 * documented default (no stamp duty) applies and the log names what the accountant must correct.
 * A receipt is never held up by it: the customer has paid.
 */
export function loadReceiptSettings(db: Firestore, tx: Transaction): Promise<ReceiptSettings> {
  return loadSettings(db, tx);
}

/** As `loadReceiptSettings`, outside a transaction (the receipt page's credit note wording). */
export async function loadReceiptSettingsNow(db: Firestore): Promise<ReceiptSettings> {
  return db.runTransaction((tx) => loadReceiptSettings(db, tx), { readOnly: true });
}
