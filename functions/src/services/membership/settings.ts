import {
  FALLBACK_MEMBERSHIP_SETTINGS,
  MEMBERSHIP_SETTINGS_PATH,
  membershipSettingsSchema,
} from '@/domain/documents/membership-settings';
import { settingsLoader } from '@functions/lib/settings-document';

/**
 * `settings/membership`, the document staff edit in the console (docs/operations.md, "Membership
 * settings"), as it is now. A missing or malformed document gives the fallback, which fails closed
 * (no booking on an application alone), as a broken schedule does.
 */
export const loadMembershipSettings = settingsLoader({
  path: MEMBERSHIP_SETTINGS_PATH,
  schema: membershipSettingsSchema,
  fallback: FALLBACK_MEMBERSHIP_SETTINGS,
  name: 'membership settings',
  without: 'fallback',
});
