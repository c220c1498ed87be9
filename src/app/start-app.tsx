import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { EarlyClicks } from './early-clicks';
import { activateLocale } from '@/i18n/i18n';
import { readStoredLocale, storeLocale } from '@/i18n/language-storage';
import { addressLocale } from '@/i18n/locale-address';
import { keepOfferLinkForTab } from '@/features/booking/waitlist/offer-link-arrival';
import { startPwa } from '@/features/offline/start-pwa';
import { yieldToMain } from '@/lib/yield-to-main';
import { App } from './app';
import { evaluateRouteChunks } from './evaluate-route-chunks';
import { OnFirstCommit } from './on-first-commit';
import { servedHeadTags } from './served-head';
import { isPrerenderedFor } from './prerendered-root';
import { createAppRouter } from './router';

async function start(earlyClicks: EarlyClicks | undefined) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  keepOfferLinkForTab();
  // Evaluating this chunk, reading storage (the first read of localStorage waits on the browser)
  // and building the router are the start's costly steps: each in a task of its own, apart from
  // the hydration's.
  await yieldToMain();
  // An English address (/en/…) is English whatever was chosen before, and choosing it: the
  // visitor followed a link to the English page. Elsewhere the visitor's choice decides.
  const englishAddress = addressLocale(window.location.pathname) === 'en';
  if (englishAddress) storeLocale('en');
  const pageLocale = englishAddress ? 'en' : readStoredLocale();
  await yieldToMain();
  const router = createAppRouter(undefined, { english: englishAddress });
  // The router moves the window to the top on every render that follows a navigation, and counts
  // its first render as one: a visitor who scrolled the painted page before it hydrated would be
  // sent back to the top. The first render shows the page the browser opened, where the browser
  // has already put the window (the top, an anchor, or where a reload left it).
  router._scroll.n = false;
  await yieldToMain();
  await evaluateRouteChunks(container);

  // Each content page is prerendered in both languages, and Hosting (or the service worker)
  // serves the copy in the visitor's language. Hydrating it keeps every node the browser has
  // already painted. HTML in the other language (a choice made where the cookie was not yet set)
  // gets a fresh render instead: switching language in the middle of hydration would race React,
  // which hydrates each Suspense boundary (such as the page below the header) in a later pass
  // than the shell, against the one Lingui instance changing under it, and end in a hydration
  // error. The fresh render happens once the language and the route's code are loaded, and
  // replaces the served page in a single commit.
  if (
    document.documentElement.lang === pageLocale &&
    isPrerenderedFor(container, window.location.pathname)
  ) {
    // The catalogue first: the English page's text must render as it was prerendered.
    await activateLocale(pageLocale);
    // Route components are split into chunks: load the matched ones before hydrating, otherwise
    // React would find a suspended route where the HTML has content.
    await router.load();
    await yieldToMain();
    // Render the tree the prerender rendered: TanStack Router leaves its root Suspense boundary
    // out of server-rendered apps, which it recognises by `router.ssr`.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page in one long task (the page is already painted
    // and readable; a tap during hydration is replayed once its part is hydrated).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} initialLocale={pageLocale} />
        </StrictMode>,
      );
    });
    // React listens from here on: a button pressed before is hydrated at once and pressed again.
    earlyClicks?.replay();
    return;
  }

  // Also the SPA shell's way: sign-in, payment results and unknown paths have no HTML of their
  // own. The language is loaded first so no text flashes in the wrong one.
  await Promise.all([activateLocale(pageLocale), router.load()]);
  earlyClicks?.discard();
  // The served head tags go whatever was served (a prerendered page or the shell's defaults):
  // the page renders its own, and two titles or descriptions would remain otherwise. They go in
  // the commit that puts the page's own in place, so the document is never without a title.
  const served = servedHeadTags(document.head);
  // As a transition, the render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page in one task (45–110 ms measured on /eventi in English);
  // what was served stays on screen until the commit replaces it in one go.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} initialLocale={pageLocale} />
        <OnFirstCommit callback={() => served.forEach((tag) => tag.remove())} />
      </StrictMode>,
    );
  });
}

/** Hydrates (or renders) the app and registers the service worker; see src/main.tsx. */
export function startApp(earlyClicks?: EarlyClicks) {
  // The service worker registers in a task of its own once the page has started hydrating.
  void start(earlyClicks).finally(
    () =>
      void yieldToMain().then(() => {
        startPwa();
        // Keeps Hosting's cookie and the worker's copy in step with the choice, also for a
        // choice made before they existed or on an English address.
        void import('@/i18n/publish-language-choice').then((choice) =>
          choice.publishLanguageChoice(readStoredLocale()),
        );
      }),
  );
}
