import { useEffect, useRef } from 'react';
import { env } from '@/config/env';
import { useLanguage } from '@/i18n/language-context';
import { recordConsent } from '@/lib/consent/consent-state';
import { loadScript } from './load-script';

/** The consent service's loader (iubenda); its hosts must be allowed by the CSP. */
const COOKIE_CONSENT_SCRIPT_URL = 'https://cdn.iubenda.com/cs/iubenda_cs.js';

/** iubenda's purpose ids: 3 = experience (widgets), 5 = targeting and advertising. */
const PURPOSES = { experience: '3', marketing: '5' } as const;

interface Preference {
  consent?: boolean;
  purposes?: Record<string, boolean>;
}

interface ConsentWindow {
  _iub?: unknown[] & { csConfiguration?: Record<string, unknown> };
}

/** The service's report, per purpose: a plain "accept all" grants every purpose. */
function report(preference: Preference | undefined) {
  const all = preference?.consent === true && !preference.purposes;
  const purpose = (id: string) => all || preference?.purposes?.[id] === true;
  recordConsent({
    experience: purpose(PURPOSES.experience),
    marketing: purpose(PURPOSES.marketing),
  });
}

/**
 * Loads the cookie-consent banner once, in the language of the visit, and passes what the visitor
 * chose to the consent state (src/lib/consent), which the pixel and the widgets wait on. The
 * service calls back on every page load where a choice exists already. Renders nothing, and does
 * nothing without both ids: then nothing that sets cookies ever loads.
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
      perPurposeConsent: true,
      banner: {
        position: 'float-bottom-center',
        acceptButtonDisplay: true,
        rejectButtonDisplay: true,
        customizeButtonDisplay: true,
      },
      callback: {
        onPreferenceExpressed: report,
        onConsentGiven: () => report({ consent: true }),
      },
    };
    target._iub = queue;
    loadScript(COOKIE_CONSENT_SCRIPT_URL).catch(() => {
      // Blocked or offline: nothing is consented to, so nothing that sets cookies loads.
    });
  }, [siteId, policyId]);

  return null;
}
