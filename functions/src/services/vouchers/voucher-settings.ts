import {
  DEFAULT_VOUCHER_SETTINGS,
  VOUCHER_SETTINGS_PATH,
  voucherSettingsSchema,
} from '@/domain/documents/voucher-settings';
import { settingsLoader } from '@functions/lib/settings-document';

/**
 * `settings/vouchers` as it is now; missing or malformed, the default (24 months) applies and the
 * log names what staff must correct.
 */
export const loadVoucherSettings = settingsLoader({
  path: VOUCHER_SETTINGS_PATH,
  schema: voucherSettingsSchema,
  fallback: DEFAULT_VOUCHER_SETTINGS,
  name: 'voucher settings',
  without: 'default',
});
