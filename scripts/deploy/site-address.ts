/** What the deploy needs to know about the site's address and the Stripe key that goes with it. */

/** Hosts that are not the association's own domain: Firebase's defaults, local and reserved names. */
const NOT_OWN_DOMAIN =
  /(^localhost$|\.localhost$|\.web\.app$|\.firebaseapp\.com$|\.example$|\.test$|\.invalid$|\.local$|(^|\.)example\.(com|org|net)$)/;

/** An https address on a domain of the association's own (not an IP, not Firebase's default). */
export function isRealDomain(siteUrl: string): boolean {
  if (!URL.canParse(siteUrl)) return false;
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol !== 'https:' || !hostname.includes('.')) return false;
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return false;
  return !NOT_OWN_DOMAIN.test(hostname);
}

export type StripeKeyMode = 'live' | 'test' | 'unknown';

/** Secret (sk_) and restricted (rk_) keys say their mode in their prefix. */
export function stripeKeyMode(key: string): StripeKeyMode {
  if (/^(sk|rk)_live_\w+$/.test(key)) return 'live';
  if (/^(sk|rk)_test_\w+$/.test(key)) return 'test';
  return 'unknown';
}

/** Where Stripe posts the events: Hosting's rewrite to the stripeWebhook function. */
export function webhookUrl(siteUrl: string): string {
  return new URL('/api/stripe-webhook', siteUrl).toString();
}
