/** Region of every Cloud Function; the web app's callable URLs and firebase.json rewrites follow it. */
export const FUNCTIONS_REGION = 'europe-west1';

/** Path under the site's origin where Firebase Hosting rewrites to the callable of that name. */
export function callablePath(functionName: string): string {
  return `/api/${functionName}`;
}

/**
 * Callables that reveal or hold something: each call carries a limited-use App Check token, which
 * the function consumes (`consumeAppCheckToken`), so a token copied from one call cannot be
 * replayed for another. The others reuse the hour-long token and spare the attestation.
 */
export const LIMITED_USE_APP_CHECK_CALLABLES: ReadonlySet<string> = new Set([
  'verifyMember',
  'createCheckoutSession',
  'sendContactEmail',
  'submitMembership',
  'requestRenewal',
  'joinWaitlist',
  'purchaseVoucher',
  'getVoucher',
]);
