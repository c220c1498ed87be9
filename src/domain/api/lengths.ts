/**
 * The longest value of each kind an answer of ours carries, so every string a schema reads has a
 * bound. Set with room to spare above what the server writes: an answer is never refused for a
 * value the server wrote itself, yet a runaway one is.
 */

/** `YYYY-MM-DD`. */
export const DATE_LENGTH = 10;
/** An ISO timestamp as the server writes it (`2026-11-28T09:00:00.000Z`). */
export const TIMESTAMP_MAX_LENGTH = 40;
/** A tour's name in either language, as the catalogue writes it. */
export const TOUR_NAME_MAX_LENGTH = 200;
/** ISO 4217, as Stripe writes it: `eur`. */
export const CURRENCY_LENGTH = 3;
/** Stripe's hosted page; its addresses run to a few hundred characters. */
export const URL_MAX_LENGTH = 2048;
/** A Firebase Auth uid (at most 128 characters by Firebase's rules). */
export const UID_MAX_LENGTH = 128;
