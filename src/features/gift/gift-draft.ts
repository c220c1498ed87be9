import { deviceDraftStorage } from '@/lib/drafts/draft-storage';

/**
 * The gift form's draft on this device. It outlives the trip to Stripe, so a buyer who cancels the
 * payment finds the form as they left it; the success page forgets it once the voucher is issued.
 */
export const GIFT_DRAFT_KEY = 'gift';

/** Forgets the gift form's draft (useFormDraft keeps it under `draft:<key>`). */
export function forgetGiftDraft(): Promise<void> {
  return deviceDraftStorage.remove(`draft:${GIFT_DRAFT_KEY}`);
}
