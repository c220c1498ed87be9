import type { LocationRewrite } from '@tanstack/react-router';
import { ENGLISH_PREFIX, localeAddress, withoutLocalePrefix } from '@/i18n/locale-address';

/**
 * Which addresses a page's links lead to. A page opened at an English address (`/en/…`) keeps its
 * visitor on English addresses; switching to Italian there moves them to the spec's addresses.
 * A page opened at the spec's address stays on the spec's addresses in either language (the
 * chosen language then comes from the visitor's choice, not from the address).
 */
export interface AddressMode {
  english: boolean;
}

/**
 * The router's view of the address: `/en/tour/pojega` is routed as `/tour/pojega`, and, while
 * `mode.english`, every address the router writes (links, navigations) gets the prefix back.
 */
export function localeRewrite(mode: AddressMode): LocationRewrite {
  return {
    input: ({ url }) => {
      const path = withoutLocalePrefix(url.pathname);
      if (path === url.pathname) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      if (!mode.english || url.pathname.startsWith(`${ENGLISH_PREFIX}/`)) return undefined;
      url.pathname = localeAddress(url.pathname, 'en');
      return url;
    },
  };
}

const addressModes = new WeakMap<object, AddressMode>();

/** Kept beside the router, so the language switch can read and change it (addressModeOf). */
export function rememberAddressMode(router: object, mode: AddressMode): void {
  addressModes.set(router, mode);
}

/** The address mode of a router made by createAppRouter. */
export function addressModeOf(router: object): AddressMode {
  return addressModes.get(router) ?? { english: false };
}
