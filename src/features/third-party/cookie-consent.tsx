import { useEffect, useRef } from 'react';
import { env } from '@/config/env';
import { useLanguage } from '@/i18n/language-context';
import { loadScript } from './load-script';

/** The consent service's loader (iubenda); its hosts must be allowed by the CSP. */
const COOKIE_CONSENT_SCRIPT_URL = 'https://cdn.iubenda.com/cs/iubenda_cs.js';

interface ConsentWindow {
  _iub?: unknown[] & { csConfiguration?: Record<string, unknown> };
}

/**
 * Loads the cookie-consent banner once, in the language of the visit. Renders nothing, and does
 * nothing without both ids; a blocked script leaves the site fully working.
 */
export function CookieConsent() {
  const siteId = env.VITE_COOKIE_CONSENT_SITE_ID;
  const policyId = env.VITE_COOKIE_CONSENT_POLICY_ID;
  // The service reads its language once at start-up; a later switch doesn't reload it.
  const initialLocale = useRef(useLanguage().locale);

  useEffect(() => {
    if (!siteId || !policyId) return;
    const target = window as unknown as ConsentWindow;
    const queue = target._iub ?? [];
    queue.csConfiguration ??= {
      siteId: Number(siteId),
      cookiePolicyId: Number(policyId),
      lang: initialLocale.current,
      storage: { useSiteId: true },
      banner: {
        position: 'float-bottom-center',
        acceptButtonDisplay: true,
        rejectButtonDisplay: true,
        customizeButtonDisplay: true,
      },
    };
    target._iub = queue;
    loadScript(COOKIE_CONSENT_SCRIPT_URL).catch(() => {
      // Blocked or offline: nothing else on the site depends on the banner.
    });
  }, [siteId, policyId]);

  return null;
}
