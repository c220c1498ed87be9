import { paramsForTab } from '@/lib/routing/params-kept-for-tab';

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

const feeReturn = paramsForTab('valpolicella:fee-return', [
  'sessionId',
  'applicationId',
  'cancelled',
]);

export const keepFeeReturn: (ids: FeeReturn) => void = feeReturn.keep;
export const keptFeeReturn: () => FeeReturn = feeReturn.kept;

/** Forgets the fee of the last application, so the form shows again in this tab. */
export function forgetFeeReturn(): void {
  feeReturn.keep({});
}
