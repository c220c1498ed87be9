import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the applicant back to /modulistica?fee_session=…&application=… (paid) or
 * ?fee_cancelled=… (left the page): the route moves the ids out of the address bar at once and
 * the page reads them from the tab.
 */
export interface FeeReturn {
  sessionId?: string | undefined;
  applicationId?: string | undefined;
  /** `'1'` when the applicant left Stripe's page without paying. */
  cancelled?: string | undefined;
}

const STORAGE_KEY = 'valpolicella:fee-return';

export function keepFeeReturn(ids: FeeReturn): void {
  keepParamsForTab(STORAGE_KEY, {
    sessionId: ids.sessionId,
    applicationId: ids.applicationId,
    cancelled: ids.cancelled,
  });
}

/** Forgets the fee of the last application, so the form shows again in this tab. */
export function forgetFeeReturn(): void {
  keepParamsForTab(STORAGE_KEY, {});
}

export function keptFeeReturn(): FeeReturn {
  return paramsKeptForTab(STORAGE_KEY, ['sessionId', 'applicationId', 'cancelled']);
}
