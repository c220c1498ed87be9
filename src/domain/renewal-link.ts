/**
 * The page the renewal reminder's one-tap link opens (`/rinnova?token=…`); both languages share
 * it, and the site's language switch keeps the query. The token is signed by the functions
 * (functions/src/services/membership/renewal-link.ts) and sent back as `requestRenewal`'s
 * `{ via: 'link', token }`.
 */
export const RENEWAL_PATH = '/rinnova';

/** The query parameter that carries the signed token. */
export const RENEWAL_TOKEN_PARAM = 'token';
