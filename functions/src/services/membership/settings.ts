import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  FALLBACK_MEMBERSHIP_SETTINGS,
  MEMBERSHIP_SETTINGS_PATH,
  membershipSettingsSchema,
  type MembershipSettings,
} from '@/domain/documents/membership-settings';
import { documentConverter, MalformedDocumentError } from '@functions/lib/document-converter';

const settingsConverter = documentConverter(membershipSettingsSchema);

/** `settings/membership`, the document staff edit in the console (docs/operations.md, "Membership settings"). */
export function membershipSettingsRef(db: Firestore): DocumentReference<MembershipSettings> {
  return db
    .collection(MEMBERSHIP_SETTINGS_PATH.collection)
    .doc(MEMBERSHIP_SETTINGS_PATH.id)
    .withConverter(settingsConverter);
}

/**
 * The membership settings as they are now. A missing or malformed document gives the fallback,
 * which fails closed (no booking on an application alone), and the log names what staff must
 * correct, as a broken schedule does.
 */
export async function loadMembershipSettings(
  db: Firestore,
  tx?: Transaction,
): Promise<MembershipSettings> {
  const ref = membershipSettingsRef(db);
  try {
    const snapshot = await (tx ? tx.get(ref) : ref.get());
    const settings = snapshot.data();
    if (settings) return settings;
    logger.warn('membership settings missing: the fallback applies', {
      path: ref.path,
      fallback: FALLBACK_MEMBERSHIP_SETTINGS,
    });
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.warn('membership settings malformed: the fallback applies', {
      path: ref.path,
      fields: error.fields,
      fallback: FALLBACK_MEMBERSHIP_SETTINGS,
    });
  }
  return FALLBACK_MEMBERSHIP_SETTINGS;
}
