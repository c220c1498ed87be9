import { z } from '@/domain/zod';
import { DEFAULT_VOUCHER_VALIDITY_MONTHS } from '@/domain/vouchers/validity';

/** Where staff edit the voucher settings in the Firebase console. */
export const VOUCHER_SETTINGS_PATH = { collection: 'settings', id: 'vouchers' } as const;

/** `settings/vouchers`: how long a voucher is valid from its purchase. */
export const voucherSettingsSchema = z.object({
  validityMonths: z.number().int().min(1).max(120),
});
export type VoucherSettings = z.infer<typeof voucherSettingsSchema>;

/** What the server applies while the document is missing or malformed, and what the seed writes. */
export const DEFAULT_VOUCHER_SETTINGS: VoucherSettings = {
  validityMonths: DEFAULT_VOUCHER_VALIDITY_MONTHS,
};
