/**
 * Writes the membership settings (`settings/membership`, src/domain/documents/membership-settings.ts)
 * the mail settings (`settings/mail`, src/domain/documents/mail-settings.ts) and the voucher
 * settings (`settings/vouchers`, src/domain/documents/voucher-settings.ts) and the receipt settings
 * (`settings/receipts`, src/domain/documents/receipt-settings.ts) into a real
 * Firebase project, each only where the document does not exist yet, so staff's choice is never
 * overwritten:
 *   npm run settings:import -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { INITIAL_MAIL_SETTINGS } from '../src/domain/documents/mail-settings';
import { INITIAL_MEMBERSHIP_SETTINGS } from '../src/domain/documents/membership-settings';
import { DEFAULT_VOUCHER_SETTINGS } from '../src/domain/documents/voucher-settings';
import { DEFAULT_RECEIPT_SETTINGS } from '../src/domain/documents/receipt-settings';
import { onProjectFirestore } from './project-firestore';
import { writeMissingReceiptSettings } from './stack/receipt-settings';
import {
  writeMissingMailSettings,
  writeMissingMembershipSettings,
  writeMissingVoucherSettings,
} from './stack/seed';

await onProjectFirestore('settings:import', async (db, projectId) => {
  const report = (path: string, created: boolean, initial: object) =>
    console.log(
      created
        ? `${path} created in ${projectId}: ${JSON.stringify(initial)}`
        : `${path} already exists in ${projectId}; it was left as it is.`,
    );
  report(
    'settings/membership',
    await writeMissingMembershipSettings(db),
    INITIAL_MEMBERSHIP_SETTINGS,
  );
  report('settings/mail', await writeMissingMailSettings(db), INITIAL_MAIL_SETTINGS);
  report('settings/vouchers', await writeMissingVoucherSettings(db), DEFAULT_VOUCHER_SETTINGS);
  report('settings/receipts', await writeMissingReceiptSettings(db), DEFAULT_RECEIPT_SETTINGS);
});
