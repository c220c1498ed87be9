import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the buyer back to /regala/grazie?session_id=…&voucher=…. The route moves the ids out
 * of the address bar at once (the voucher's id is its code: it must reach no script or Referer)
 * and the page reads them from here; a reload of the page still verifies the payment.
 */
export interface GiftReturn {
  sessionId?: string | undefined;
  voucherId?: string | undefined;
}

const STORAGE_KEY = 'valpolicella:gift-return';

export function keepGiftReturn(ids: GiftReturn): void {
  keepParamsForTab(STORAGE_KEY, { sessionId: ids.sessionId, voucherId: ids.voucherId });
}

export function keptGiftReturn(): GiftReturn {
  return paramsKeptForTab(STORAGE_KEY, ['sessionId', 'voucherId']);
}
