import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  FALLBACK_MAIL_SETTINGS,
  MAIL_SETTINGS_PATH,
  mailSettingsSchema,
  type MailSettings,
} from '@/domain/documents/mail-settings';
import { documentConverter, MalformedDocumentError } from '@functions/lib/document-converter';

const settingsConverter = documentConverter(mailSettingsSchema);

/** `settings/mail`, the document staff edit in the console (docs/operations.md, "Running the season"). */
export function mailSettingsRef(db: Firestore): DocumentReference<MailSettings> {
  return db
    .collection(MAIL_SETTINGS_PATH.collection)
    .doc(MAIL_SETTINGS_PATH.id)
    .withConverter(settingsConverter);
}

/**
 * The reminder time and review link as they are now. A missing or malformed document gives the
 * fallback (reminders at 18:00, no review line), so a typo in the console never stops the mails,
 * and the log names the fields staff must correct.
 */
export async function loadMailSettings(db: Firestore): Promise<MailSettings> {
  const ref = mailSettingsRef(db);
  try {
    const settings = (await ref.get()).data();
    if (settings) return settings;
    logger.warn('mail settings missing: the fallback applies', {
      path: ref.path,
      fallback: FALLBACK_MAIL_SETTINGS,
    });
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.warn('mail settings malformed: the fallback applies', {
      path: ref.path,
      fields: error.fields,
      fallback: FALLBACK_MAIL_SETTINGS,
    });
  }
  return FALLBACK_MAIL_SETTINGS;
}
