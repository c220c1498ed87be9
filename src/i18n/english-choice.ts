/**
 * How a visitor's choice of English reaches the parts that serve the first HTML, which cannot read
 * local storage: Firebase Hosting (a cookie, for its i18n rewrites) and the service worker (an
 * entry of the Cache API).
 *
 * Hosting picks a localized copy by language (Accept-Language, or the `firebase-language-override`
 * cookie) or by country (the IP address, or the `firebase-country-override` cookie). Keyed by
 * language, a browser that prefers English would get English on its first visit, where the spec
 * wants Italian until the visitor chooses. So the English copies sit in the folder of a country
 * that no address is located in: `xe` is one of ISO 3166's codes reserved for private use
 * (XA–XZ), and only the cookie names it.
 */
export const LOCALIZED_ROOT = 'localized-files';
export const ENGLISH_CHOICE_COOKIE = 'firebase-country-override';
export const ENGLISH_CHOICE_REGION = 'xe';
/** Hosting's folder for that "country": any language (ALL), region xe. */
export const ENGLISH_CHOICE_FOLDER = `ALL_${ENGLISH_CHOICE_REGION}`;

/** The service worker's copy of the choice: one Cache API entry, readable from both sides. */
export const LANGUAGE_CACHE = 'site-language';
export const LANGUAGE_CACHE_KEY = '/__site-language';
