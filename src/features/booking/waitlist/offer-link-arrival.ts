import { WAITLIST_OFFER_PARAM } from '@/domain/waitlist-link';
import { withoutLocalePrefix } from '@/i18n/locale-address';
import { keepParamsForTab } from '@/lib/routing/params-kept-for-tab';
import { withholdReferrer } from '@/lib/routing/withhold-referrer';

/**
 * An offer mail's link opens a tour's or event's page with `?offerta=<token>`: the token books the
 * seats held for the visitor and reads their name and e-mail address. Like the other secret links
 * (see params-kept-for-tab.ts) it leaves the address bar before the app starts, and so before the
 * router reads the address, any third-party script reports it or any request's Referer carries
 * it. It is kept for the tab with the page it came with, in either language (offer-link.ts reads
 * it), so a reload of that page, or the page in the other language, still finds it.
 */
export const OFFER_LINK_STORAGE_KEY = 'valpolicella:waitlist-offer';

/** Run before the router is built: moves an offer token out of the address bar, if there is one. */
export function keepOfferLinkForTab(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(WAITLIST_OFFER_PARAM);
  if (token === null) return;
  withholdReferrer();
  keepParamsForTab(OFFER_LINK_STORAGE_KEY, { token, path: withoutLocalePrefix(url.pathname) });
  url.searchParams.delete(WAITLIST_OFFER_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
