/**
 * The service worker's part in serving the chosen language (imported by the generated worker,
 * see pwa-options.ts): a navigation to a content route's Italian address is answered with the
 * copy in the visitor's language, from the precache, so an English visitor gets English from the
 * first frame offline and in the installed app too. Online and without a worker, Hosting's i18n
 * rewrites make the same choice from the cookie (src/i18n/english-choice.ts).
 *
 * Its listener is registered before Workbox's (importScripts run first in the generated worker)
 * and stops the event there, since Workbox's precache route would answer the same navigation
 * with the Italian copy. The choice is read from the Cache API at every navigation: a worker is
 * started for the navigation itself, too late to have read it beforehand. It also keeps the
 * language cookie off the precache's requests for the Italian pages (see the script).
 */
import { LANGUAGE_CACHE, LANGUAGE_CACHE_KEY } from '../../src/i18n/english-choice';
import { localeAddress } from '../../src/i18n/locale-address';
import { englishChoiceFile } from '../prerender/localized-pages';
import { pageFile } from '../prerender/routes';
import { cleanPrecacheUrl } from './precache-entries';

export { SW_LANGUAGE_SCRIPT } from './sw-language-file';

/** Each content route's precache keys (see precache-entries.ts), by language. */
export function languagePrecacheKeys(paths: readonly string[]) {
  return Object.fromEntries(
    paths.map((path) => [
      path,
      {
        it: `/${cleanPrecacheUrl(pageFile(path))}`,
        en: `/${cleanPrecacheUrl(englishChoiceFile(path))}`,
      },
    ]),
  );
}

/**
 * The worker's script. A content route's Italian address: the precached copy in the chosen
 * language. Its /en address (not precached, see sw-language-file.ts): the network, and offline
 * the precached English copy.
 */
export function swLanguageScript(paths: readonly string[]): string {
  const englishAddresses = Object.fromEntries(
    paths.map((path) => [localeAddress(path, 'en'), path]),
  );
  return `// Written by scripts/pwa/sw-language-script.ts: serves a content route in the chosen language.
(() => {
  const PAGES = ${JSON.stringify(languagePrecacheKeys(paths))};
  const ENGLISH_ADDRESSES = ${JSON.stringify(englishAddresses)};
  const precached = (key) => caches.match(key, { ignoreSearch: true });
  const chosenLanguage = () =>
    caches
      .open(${JSON.stringify(LANGUAGE_CACHE)})
      .then((cache) => cache.match(${JSON.stringify(LANGUAGE_CACHE_KEY)}))
      .then((answer) => (answer ? answer.text() : 'it'))
      .catch(() => 'it');
  const answer = (request, pathname) => {
    if (Object.hasOwn(PAGES, pathname)) {
      const page = PAGES[pathname];
      return chosenLanguage().then(async (language) => {
        const cached = await precached(language === 'en' ? page.en : page.it);
        return cached || fetch(request);
      });
    }
    if (Object.hasOwn(ENGLISH_ADDRESSES, pathname)) {
      const page = PAGES[ENGLISH_ADDRESSES[pathname]];
      return fetch(request).catch(async (offline) => {
        const cached = await precached(page.en);
        if (!cached) throw offline;
        return cached;
      });
    }
    return undefined;
  };
  // Hosting answers an Italian address with the English copy when the request carries the
  // language cookie, and the worker's own requests carry it too. The precache must hold each
  // address's own file: Workbox's requests for the Italian pages (which go through this global
  // fetch) are made without cookies.
  const ITALIAN_FILES = new Set(Object.values(PAGES).map((page) => page.it));
  const networkFetch = self.fetch.bind(self);
  self.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input.url, self.location.href);
    const italianFile =
      url.origin === self.location.origin &&
      ITALIAN_FILES.has(url.pathname) &&
      (typeof input === 'string' || input.mode !== 'navigate');
    if (!italianFile) return networkFetch(input, init);
    return networkFetch(new Request(input, { ...init, credentials: 'omit' }));
  };
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    const response = answer(request, url.pathname);
    if (!response) return;
    event.stopImmediatePropagation();
    event.respondWith(response);
  });
})();
`;
}
