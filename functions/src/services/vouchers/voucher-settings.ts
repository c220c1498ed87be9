import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DEFAULT_VOUCHER_SETTINGS,
  VOUCHER_SETTINGS_PATH,
  voucherSettingsSchema,
  type VoucherSettings,
} from '@/domain/documents/voucher-settings';
import { documentConverter, MalformedDocumentError } from '@functions/lib/document-converter';

const settingsConverter = documentConverter(voucherSettingsSchema);

/**
 * `settings/vouchers` as it is now; missing or malformed, the default (24 months) applies and the
 * log names what staff must correct.
 */
export async function loadVoucherSettings(
  db: Firestore,
  tx?: Transaction,
): Promise<VoucherSettings> {
  const ref = db
    .collection(VOUCHER_SETTINGS_PATH.collection)
    .doc(VOUCHER_SETTINGS_PATH.id)
    .withConverter(settingsConverter);
  try {
    const settings = (await (tx ? tx.get(ref) : ref.get())).data();
    if (settings) return settings;
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.warn('voucher settings malformed: the default applies', {
      path: ref.path,
      fields: error.fields,
    });
  }
  return DEFAULT_VOUCHER_SETTINGS;
}
