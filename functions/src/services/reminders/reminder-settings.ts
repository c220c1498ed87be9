import {
  FALLBACK_MAIL_SETTINGS,
  MAIL_SETTINGS_PATH,
  mailSettingsSchema,
} from '@/domain/documents/mail-settings';
import { settingsLoader } from '@functions/lib/settings-document';

/**
 * `settings/mail`, the document staff edit in the console (docs/operations.md, "Running the
 * season"): the reminder time and review link as they are now. A missing or malformed document
 * gives the fallback (reminders at 18:00, no review line), so a typo never stops the mails.
 */
export const loadMailSettings = settingsLoader({
  path: MAIL_SETTINGS_PATH,
  schema: mailSettingsSchema,
  fallback: FALLBACK_MAIL_SETTINGS,
  name: 'mail settings',
  without: 'fallback',
});
