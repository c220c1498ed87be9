// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { offerTokenOfPage } from './offer-link';
import { keepOfferLinkForTab } from './offer-link-arrival';

const TOKEN = 'entry-7.c2lnbmF0dXJlLW9mLXRoZS1vZmZlcg';

describe('an offer link arriving', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.head.innerHTML = '';
  });

  it('leaves the address bar before the app starts, kept for its own page, with no Referer', () => {
    window.history.replaceState(null, '', `/en/tour-delle-castagne?offerta=${TOKEN}&utm=mail#date`);
    keepOfferLinkForTab();
    expect(window.location.pathname).toBe('/en/tour-delle-castagne');
    expect(window.location.search).toBe('?utm=mail');
    expect(window.location.hash).toBe('#date');
    expect(offerTokenOfPage('/en/tour-delle-castagne')).toBe(TOKEN);
    // The same page in the other language (the language switch keeps the page).
    expect(offerTokenOfPage('/tour-delle-castagne')).toBe(TOKEN);
    // Another page of the tab (another tour) was not opened with the offer.
    expect(offerTokenOfPage('/tour/pojega')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveProperty(
      'content',
      'no-referrer',
    );
  });

  it('changes nothing for a page opened without one', () => {
    window.history.replaceState(null, '', '/tour/pojega?utm=mail');
    keepOfferLinkForTab();
    expect(window.location.search).toBe('?utm=mail');
    expect(offerTokenOfPage('/tour/pojega')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });

  it('finds no token in a parameter that is not one', () => {
    window.history.replaceState(null, '', '/tour/pojega?offerta=%3Cscript%3E');
    keepOfferLinkForTab();
    expect(window.location.search).toBe('');
    expect(offerTokenOfPage('/tour/pojega')).toBeNull();
  });
});
