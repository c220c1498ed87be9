import type { Firestore } from 'firebase-admin/firestore';
import {
  INITIAL_MAIL_SETTINGS,
  MAIL_SETTINGS_PATH,
} from '../../src/domain/documents/mail-settings';
import {
  INITIAL_MEMBERSHIP_SETTINGS,
  MEMBERSHIP_SETTINGS_PATH,
} from '../../src/domain/documents/membership-settings';
import {
  DEFAULT_RECEIPT_SETTINGS,
  RECEIPT_SETTINGS_PATH,
} from '../../src/domain/documents/receipt-settings';
import {
  DEFAULT_VOUCHER_SETTINGS,
  VOUCHER_SETTINGS_PATH,
} from '../../src/domain/documents/voucher-settings';

/**
 * The `settings/*` documents a project starts with, and what each holds at first: the membership
 * rules and fees, the mail's reminder hour and review link, the vouchers' validity (24 months) and
 * the receipts' wording (the usual one, no stamp duty), so staff and the accountant find each
 * document to edit in the console. One list for the local seed, the backup drill,
 * `npm run settings:import` and the deploy's step 4.
 */
export const SETTINGS_DOCUMENTS = [
  { path: MEMBERSHIP_SETTINGS_PATH, initial: INITIAL_MEMBERSHIP_SETTINGS },
  { path: MAIL_SETTINGS_PATH, initial: INITIAL_MAIL_SETTINGS },
  { path: VOUCHER_SETTINGS_PATH, initial: DEFAULT_VOUCHER_SETTINGS },
  { path: RECEIPT_SETTINGS_PATH, initial: DEFAULT_RECEIPT_SETTINGS },
] as const;

export interface SettingsWritten {
  /** `settings/<id>`. */
  path: string;
  /** False when the document existed: it was left as staff made it. */
  created: boolean;
  initial: object;
}

/** Writes each settings document only where it is missing: staff's choice is never overwritten. */
export async function writeMissingSettings(db: Firestore): Promise<SettingsWritten[]> {
  const written: SettingsWritten[] = [];
  for (const { path, initial } of SETTINGS_DOCUMENTS) {
    const ref = db.collection(path.collection).doc(path.id);
    const created = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, initial);
      return true;
    });
    written.push({ path: `${path.collection}/${path.id}`, created, initial });
  }
  return written;
}
